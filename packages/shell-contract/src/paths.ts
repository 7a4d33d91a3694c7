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
  /** Prayer circles live under the prayer wall (SPEC §1); an invitation is a link one member sends another. */
  prayerCircles: () => '/prayer-wall/circles',
  prayerCircle: (circleId: string) => `/prayer-wall/circles/${encodeURIComponent(circleId)}`,
  prayerCircleInvitation: (code: string) => `/prayer-wall/circles/join/${encodeURIComponent(code)}`,
  bibleReading: () => '/bible-reading',
  events: () => '/events',
  serveHub: () => '/divine',
  churchDashboard: () => '/admin',
  profile: () => '/profile',
  settings: () => '/settings',
  candles: () => '/candles',
  help: () => '/help',
} as const;
