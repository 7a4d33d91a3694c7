import type { WorshipTranslations } from './en';

/** German (Deutsch): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Willkommen zurück',
  'dashboard.subtitle': 'Das ist gerade in deiner Gemeinde los.',
  'dashboard.shortcuts': 'Schnellzugriff',
  'dashboard.prayerWall': 'Gebetswand',
  'dashboard.events': 'Anstehende Veranstaltungen',
  'dashboard.serve': 'Dienst-Zentrale',
  'dashboard.latestPrayers': 'Neueste Gebetsanliegen',
  'prayer.wallTitle': 'Gebetswand',
  'prayer.emptyTitle': 'Noch keine Gebetsanliegen',
  'prayer.emptyBody': 'Wenn Mitglieder deiner Gemeinde ein Anliegen teilen, erscheint es hier.',
  'prayer.anonymous': 'Anonym',
  'prayer.praying': 'beten',
  'prayer.private': 'Privat',
  'prayer.answered': 'Erhört',
};

export default dictionary;
