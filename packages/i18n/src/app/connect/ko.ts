import type { ConnectTranslations } from './en';

/** Korean (한국어): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': '행사',
  'events.emptyTitle': '다가오는 행사가 없습니다',
  'events.emptyBody': '교회의 새 행사가 여기에 표시됩니다.',
};

export default dictionary;
