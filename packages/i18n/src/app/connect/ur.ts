import type { ConnectTranslations } from './en';

/** Urdu (اردو): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'تقریبات',
  'events.emptyTitle': 'کوئی آنے والی تقریب نہیں',
  'events.emptyBody': 'آپ کی کلیسیا کی نئی تقریبات یہاں نظر آئیں گی۔',
};

export default dictionary;
