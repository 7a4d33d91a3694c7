import type { WorshipTranslations } from './en';

/** Cebuano (Sinugboanon): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Maayong pagbalik',
  'dashboard.subtitle': 'Mao kini ang nahitabo sa imong simbahan.',
  'dashboard.shortcuts': 'Mga shortcut',
  'dashboard.prayerWall': 'Bungbong sa Pag-ampo',
  'dashboard.events': 'Umaabot nga mga kalihokan',
  'dashboard.serve': 'Sentro sa Pag-alagad',
  'dashboard.latestPrayers': 'Pinakabag-ong mga hangyo sa pag-ampo',
  'prayer.wallTitle': 'Bungbong sa Pag-ampo',
  'prayer.emptyTitle': 'Wala pay hangyo sa pag-ampo',
  'prayer.emptyBody': 'Kon mopaambit ug hangyo ang mga sakop sa imong simbahan, makita kini dinhi.',
  'prayer.anonymous': 'Wala magpaila',
  'prayer.praying': 'nag-ampo',
  'prayer.private': 'Pribado',
  'prayer.answered': 'Natubag na',
};

export default dictionary;
