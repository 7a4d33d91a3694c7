import type { ServeTranslations } from './en';

/** Chinese (中文): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. 服事中心',
  'serve.emptyTitle': '暂无开放的服事机会',
  'serve.emptyBody': '目前每个团队都已满员。',
  'serve.volunteers': '名志愿者',
  'serve.openSpots': '个空缺',
};

export default dictionary;
