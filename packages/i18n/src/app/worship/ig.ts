import type { WorshipTranslations } from './en';

/** Igbo (Asụsụ Igbo): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Nnọọ ọzọ',
  'dashboard.subtitle': 'Nke a bụ ihe na-eme n’ụka gị.',
  'dashboard.shortcuts': 'Ụzọ mkpirisi',
  'dashboard.prayerWall': 'Mgbidi ekpere',
  'dashboard.events': 'Mmemme na-abịa',
  'dashboard.serve': 'Ebe Ije Ozi',
  'dashboard.latestPrayers': 'Arịrịọ ekpere ndị ọhụrụ',
  'prayer.wallTitle': 'Mgbidi ekpere',
  'prayer.emptyTitle': 'Enweghị arịrịọ ekpere ọ bụla ugbu a',
  'prayer.emptyBody': 'Mgbe ndị otu ụka gị kesara arịrịọ, ọ ga-apụta ebe a.',
  'prayer.anonymous': 'Onye a na-amaghị aha',
  'prayer.praying': 'na-ekpe ekpere',
  'prayer.private': 'Nzuzo',
  'prayer.answered': 'Azara ya',
};

export default dictionary;
