import type { WorshipTranslations } from './en';

/** Dutch (Nederlands): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Welkom terug',
  'dashboard.subtitle': 'Dit gebeurt er in je kerk.',
  'dashboard.shortcuts': 'Snelkoppelingen',
  'dashboard.prayerWall': 'Gebedsmuur',
  'dashboard.events': 'Komende evenementen',
  'dashboard.serve': 'Dienstcentrum',
  'dashboard.latestPrayers': 'Nieuwste gebedsverzoeken',
  'prayer.wallTitle': 'Gebedsmuur',
  'prayer.emptyTitle': 'Nog geen gebedsverzoeken',
  'prayer.emptyBody': 'Als leden van je kerk een verzoek delen, verschijnt het hier.',
  'prayer.anonymous': 'Anoniem',
  'prayer.praying': 'bidden mee',
  'prayer.private': 'Privé',
  'prayer.answered': 'Verhoord',
};

export default dictionary;
