import type { WeeklyCheckinRating } from '@koinonia/contracts';

/** What each rating asks, in English; the page passes each through t(). */
export const ratingQuestions: ReadonlyArray<{ name: WeeklyCheckinRating; label: string; question: string }> = [
  { name: 'spiritualGrowth', label: 'Spiritual growth', question: 'How have you grown in your faith this week?' },
  { name: 'prayerLife', label: 'Prayer life', question: 'How has your prayer life been?' },
  { name: 'bibleReading', label: 'Bible reading', question: 'How consistent was your Bible reading?' },
  { name: 'community', label: 'Community', question: 'How connected did you feel to your church family?' },
];
