/**
 * English: the Engagement Board's strings (mf-connect, /leaderboard). Adding a key here makes every other language of
 * this section fail to compile until it is translated; a key lives in one section only (app-translations.test.ts).
 */
const dictionary = {
  'engagement.community': 'Community',
  'engagement.emptyBody': 'Read a day of a plan, write in your journal or share a prayer request to appear here.',
  'engagement.emptyTitle': 'No points yet',
  'engagement.hiddenNow': 'You are hidden from the Engagement Board.',
  'engagement.howTitle': 'How points are earned',
  'engagement.intro': 'Points for taking part in the life of your church: reading, prayer, journaling and more.',
  'engagement.kind.eventAttended': 'Being checked in at an event',
  'engagement.kind.journalEntry': 'Saving a journal entry',
  'engagement.kind.prayed': 'Praying for someone’s request',
  'engagement.kind.prayerShared': 'Sharing a prayer request (anonymous ones earn none)',
  'engagement.kind.readingDay': 'Reading a day of a reading plan',
  'engagement.listLabel': 'Members by points',
  'engagement.loading': 'Loading the Engagement Board',
  'engagement.once': 'Each counts once: a day read again or an entry saved again earns nothing more.',
  'engagement.optOut': 'Hide me from the Engagement Board',
  'engagement.optOutHint':
    'Nobody sees you on any board, your church’s or your communities’. You still see your own points.',
  'engagement.period.all': 'All time',
  'engagement.period.allHint': 'Every point earned in your church.',
  'engagement.period.label': 'Period',
  'engagement.period.month': 'This month',
  'engagement.period.monthHint': 'Points from the last 30 days.',
  'engagement.period.week': 'This week',
  'engagement.period.weekHint': 'Points from the last 7 days.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} points',
  'engagement.rank': 'Rank {rank}',
  'engagement.shownNow': 'You are on the Engagement Board again.',
  'engagement.standing': 'You are #{rank} with {points} points.',
  'engagement.standingHidden': 'You are hidden from the board. You have {points} points in this period.',
  'engagement.standingNone': 'You have no points in this period yet.',
  'engagement.title': 'Engagement Board',
  'engagement.wholeChurch': 'Your whole church',
  'engagement.you': 'You',
  'engagement.yourStanding': 'Your standing',
} as const;

export type EngagementTranslationKey = keyof typeof dictionary;
export type EngagementTranslations = Readonly<Record<EngagementTranslationKey, string>>;

export default dictionary satisfies EngagementTranslations;
