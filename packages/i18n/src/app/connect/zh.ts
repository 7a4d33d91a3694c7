import type { ConnectTranslations } from './en';

/** Chinese (中文): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': '活动',
  'events.emptyTitle': '没有即将举行的活动',
  'events.emptyBody': '你的教会的新活动会显示在这里。',
};

export default dictionary;
