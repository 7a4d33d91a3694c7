import type { ConnectTranslations } from './en';

/** Hausa (Hausa): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Taruka',
  'events.emptyTitle': 'Babu taruka masu zuwa',
  'events.emptyBody': 'Sabbin taruka na cocinka za su bayyana a nan.',
};

export default dictionary;
