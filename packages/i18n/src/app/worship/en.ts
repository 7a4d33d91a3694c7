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
  'prayer.prayingCount': '{count} praying',
  'prayer.private': 'Private',
  'prayer.answered': 'Answered',
  'prayer.sharedAnonymously': 'Shared anonymously',
  'prayer.shareTitle': 'Share a prayer request',
  'prayer.titleLabel': 'Title',
  'prayer.titleRequired': 'Give your request a title',
  'prayer.bodyLabel': 'Your request',
  'prayer.bodyRequired': 'Write what you would like prayer for',
  'prayer.charactersLeft': '{count} characters left',
  'prayer.whoSees': 'Who sees it',
  'prayer.visibility.public': 'Public',
  'prayer.visibility.publicHint': 'Your church sees it with your name.',
  'prayer.visibility.anonymous': 'Anonymous',
  'prayer.visibility.anonymousHint': 'Your church sees it without your name.',
  'prayer.visibility.private': 'Private',
  'prayer.visibility.privateHint': 'Only you see it.',
  'prayer.share': 'Share request',
  'prayer.sharing': 'Sharing…',
  'prayer.shared': 'Your request is on the prayer wall',
  'prayer.savedPrivately': 'Your private request is saved',
  'prayer.pray': 'I prayed',
  'prayer.markAnswered': 'Mark as answered',
  'prayer.markUnanswered': 'Mark as not answered',
  'prayer.remove': 'Delete',
  'prayer.confirmRemove': 'Delete this request?',
  'prayer.removed': 'Your request was deleted',
  'prayer.seeWall': 'See the prayer wall',
  'error.prayer_not_found': 'This prayer request was not found',
  'error.not_prayer_author': 'Only the person who shared this request can change it',
  'error.church_required': 'Join a church to share a request on its prayer wall',
  'error.session_outdated': 'Please sign in again to share a request',
} as const;

export type WorshipTranslationKey = keyof typeof dictionary;
export type WorshipTranslations = Readonly<Record<WorshipTranslationKey, string>>;

export default dictionary satisfies WorshipTranslations;
