import type { ConnectTranslations } from './en';

/** Farsi (فارسی): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'رویدادها',
  'events.emptyTitle': 'رویداد پیش رویی نیست',
  'events.emptyBody': 'رویدادهای تازهٔ کلیسای شما اینجا نمایش داده می‌شوند.',
};

export default dictionary;
