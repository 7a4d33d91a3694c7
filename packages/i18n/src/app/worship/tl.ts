import type { WorshipTranslations } from './en';

/** Tagalog (Tagalog): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Maligayang pagbabalik',
  'dashboard.subtitle': 'Narito ang nangyayari sa iyong simbahan.',
  'dashboard.shortcuts': 'Mga mabilisang daan',
  'dashboard.prayerWall': 'Pader ng Panalangin',
  'dashboard.events': 'Mga paparating na kaganapan',
  'dashboard.serve': 'Sentro ng Paglilingkod',
  'dashboard.latestPrayers': 'Mga pinakabagong kahilingan sa panalangin',
  'prayer.wallTitle': 'Pader ng Panalangin',
  'prayer.emptyTitle': 'Wala pang kahilingan sa panalangin',
  'prayer.emptyBody': 'Kapag nagbahagi ng kahilingan ang mga kaanib ng iyong simbahan, lilitaw ito rito.',
  'prayer.anonymous': 'Di-kilala',
  'prayer.praying': 'nananalangin',
  'prayer.private': 'Pribado',
  'prayer.answered': 'Sinagot na',
};

export default dictionary;
