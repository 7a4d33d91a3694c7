/**
 * English: the worship section's strings (mf-worship): the dashboard and the prayer wall.
 * Adding a key here makes every other language of this section fail to compile until it is translated; a key
 * lives in one section only (app-translations.test.ts).
 */
const dictionary = {
  'dashboard.greeting': 'Welcome back',
  'dashboard.subtitle': 'Here is what is happening in your church.',
  'dashboard.shortcuts': 'Shortcuts',
  'dashboard.prayerWall': 'Prayer Wall',
  'dashboard.events': 'Upcoming events',
  'dashboard.serve': 'Serve Hub',
  'dashboard.latestPrayers': 'Latest prayer requests',
  'prayer.wallTitle': 'Prayer Wall',
  'prayer.emptyTitle': 'No prayer requests yet',
  'prayer.emptyBody': 'When members of your church share a request, it appears here.',
  'prayer.anonymous': 'Anonymous',
  'prayer.praying': 'praying',
  'prayer.private': 'Private',
  'prayer.answered': 'Answered',
} as const;

export type WorshipTranslationKey = keyof typeof dictionary;
export type WorshipTranslations = Readonly<Record<WorshipTranslationKey, string>>;

export default dictionary satisfies WorshipTranslations;
