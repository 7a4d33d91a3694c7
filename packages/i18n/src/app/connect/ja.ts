import type { ConnectTranslations } from './en';

/** Japanese (日本語): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'イベント',
  'events.emptyTitle': '今後のイベントはありません',
  'events.emptyBody': '教会の新しいイベントがここに表示されます。',
};

export default dictionary;
