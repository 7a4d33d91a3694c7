import type { ServeTranslations } from './en';

/** Korean (한국어): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. 섬김 허브',
  'serve.emptyTitle': '열려 있는 봉사 기회가 없습니다',
  'serve.emptyBody': '지금은 모든 팀의 인원이 다 찼습니다.',
  'serve.volunteers': '명의 봉사자',
  'serve.openSpots': '자리 남음',
};

export default dictionary;
