import type { ConnectTranslations } from './en';

/** Chichewa (Chichewa): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Zochitika',
  'events.emptyTitle': 'Palibe zochitika zomwe zikubwera',
  'events.emptyBody': 'Zochitika zatsopano za mpingo wanu zidzaonekera pano.',
};

export default dictionary;
