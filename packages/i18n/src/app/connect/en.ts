/**
 * English: the connect section's strings (mf-connect): events.
 * Adding a key here makes every other language of this section fail to compile until it is translated; a key
 * lives in one section only (app-translations.test.ts).
 */
const dictionary = {
  'events.title': 'Events',
  'events.emptyTitle': 'No upcoming events',
  'events.emptyBody': 'New events from your church will appear here.',
} as const;

export type ConnectTranslationKey = keyof typeof dictionary;
export type ConnectTranslations = Readonly<Record<ConnectTranslationKey, string>>;

export default dictionary satisfies ConnectTranslations;
