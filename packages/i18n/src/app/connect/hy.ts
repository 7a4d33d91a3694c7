import type { ConnectTranslations } from './en';

/** Armenian (Հայերեն): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Միջոցառումներ',
  'events.emptyTitle': 'Առաջիկա միջոցառումներ չկան',
  'events.emptyBody': 'Ձեր եկեղեցու նոր միջոցառումները կհայտնվեն այստեղ։',
};

export default dictionary;
