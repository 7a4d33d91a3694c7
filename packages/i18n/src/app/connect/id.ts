import type { ConnectTranslations } from './en';

/** Indonesian (Bahasa Indonesia): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Acara',
  'events.emptyTitle': 'Tidak ada acara mendatang',
  'events.emptyBody': 'Acara baru dari gereja Anda akan muncul di sini.',
};

export default dictionary;
