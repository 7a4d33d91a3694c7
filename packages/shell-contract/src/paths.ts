/**
 * Cross-section links are plain paths built here (DESIGN): a remote links to another section without
 * importing it.
 */
export const paths = {
  home: () => '/',
  dashboard: () => '/dashboard',
  landing: () => '/landing',
  login: (returnTo?: string) => (returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login'),
  quickSignup: () => '/quick-signup',
  prayerWall: () => '/prayer-wall',
  /** The prayer wall with the form to share a request open, filled in (the journal's Application → prayer request). */
  sharePrayer: (request: { title: string; body: string }) =>
    `/prayer-wall?share=1&title=${encodeURIComponent(request.title)}&body=${encodeURIComponent(request.body)}`,
  /** Prayer circles live under the prayer wall (SPEC §1); an invitation is a link one member sends another. */
  prayerCircles: () => '/prayer-wall/circles',
  prayerCircle: (circleId: string) => `/prayer-wall/circles/${encodeURIComponent(circleId)}`,
  prayerCircleInvitation: (code: string) => `/prayer-wall/circles/join/${encodeURIComponent(code)}`,
  bibleReading: () => '/bible-reading',
  /** A chapter in the Bible reader. */
  bibleChapter: (book: string, chapter: number) => `/bible-reading?book=${encodeURIComponent(book)}&chapter=${chapter}`,
  /** Reading plans live under the Bible (SPEC §2 has no route of their own). */
  readingPlans: () => '/bible-reading/plans',
  readingPlan: (planId: string) => `/bible-reading/plans/${encodeURIComponent(planId)}`,
  readingPlanDay: (planId: string, day: number) => `/bible-reading/plans/${encodeURIComponent(planId)}/days/${day}`,
  customReadingPlan: () => '/bible-reading/plans/custom',
  /** A new S.O.A.P. journal entry on a passage (an English reference, which the journal reads in any language). */
  journalOn: (reference: string) => `/soap/new?scripture=${encodeURIComponent(reference)}`,
  pricing: () => '/pricing',
  events: () => '/events',
  /** The church's directory, one person in it, and what the member shares there. */
  people: () => '/people',
  person: (userId: string) => `/people/${encodeURIComponent(userId)}`,
  directorySharing: () => '/people/sharing',
  contacts: () => '/contacts',
  /** A conversation with one person: the one there is, or a new one. */
  messageTo: (userId: string) => `/messages/new?to=${encodeURIComponent(userId)}`,
  serveHub: () => '/divine',
  churchDashboard: () => '/admin',
  profile: () => '/profile',
  settings: () => '/settings',
  candles: () => '/candles',
  help: () => '/help',
} as const;
