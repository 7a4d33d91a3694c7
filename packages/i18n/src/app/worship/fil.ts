import type { WorshipTranslations } from './en';

/** Filipino (Filipino): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Maligayang pagbabalik',
  'dashboard.subtitle': 'Ito ang nangyayari sa iyong church.',
  'dashboard.shortcuts': 'Mga shortcut',
  'dashboard.prayerWall': 'Pader ng Panalangin',
  'dashboard.events': 'Mga paparating na event',
  'dashboard.serve': 'Hub ng Paglilingkod',
  'dashboard.latestPrayers': 'Mga pinakabagong prayer request',
  'prayer.wallTitle': 'Pader ng Panalangin',
  'prayer.emptyTitle': 'Wala pang prayer request',
  'prayer.emptyBody': 'Kapag nagbahagi ng request ang mga miyembro ng iyong church, lalabas ito rito.',
  'prayer.anonymous': 'Hindi nagpakilala',
  'prayer.praying': 'nananalangin',
  'prayer.private': 'Pribado',
  'prayer.answered': 'Nasagot na',
};

export default dictionary;
