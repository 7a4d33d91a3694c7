import type { RemoteName } from './remotes';

/** Who renders a top-level path: the shell itself or one remote (DESIGN "Shape"). */
export type RouteOwner = 'shell' | RemoteName;
export type RouteAccess = 'public' | 'protected';
export interface RouteOwnership {
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
}

const entries = (owner: RouteOwner, access: RouteAccess, paths: string[]): RouteOwnership[] =>
  paths.map((path) => ({ path, owner, access }));

/**
 * SPEC §2: every top-level path and the section that owns it. Sub-paths (/forums/{id},
 * /group-admin/*, /onboarding/{step}) belong to the owner of their first segment.
 */
export const routeTable: readonly RouteOwnership[] = [
  ...entries('shell', 'public', [
    '/login', '/quick-signup', '/signup', '/auto-login', '/reset-password', '/email-verification', '/onboarding',
  ]),
  ...entries('shell', 'protected', [
    '/profile', '/settings', '/notification-settings', '/help', '/weekly-checkin', '/candles',
  ]),
  ...entries('marketing', 'public', [
    '/landing', '/privacy-policy', '/terms-of-service', '/features', '/about-us', '/candles-info', '/contact-us',
    '/contact', '/enterprise-contact', '/support', '/help-docs', '/faq', '/pricing',
  ]),
  ...entries('worship', 'protected', [
    '/dashboard', '/home', '/bible', '/bible-reading', '/spiritual-audio', '/audio-bible', '/fresh-audio-bible',
    '/audio-routines', '/prayer', '/prayer-wall', '/soap', '/soap-journal', '/video-library', '/image-gallery',
    '/saved', '/bookmarked-prayers', '/saved-reflections',
  ]),
  ...entries('connect', 'protected', [
    '/community', '/discussions', '/forums', '/social-feed', '/churches', '/communities', '/church-claiming',
    '/community-management', '/events', '/messages', '/chat', '/leaderboard', '/contacts', '/people',
  ]),
  ...entries('serve', 'protected', [
    '/divine', '/divine-phase2', '/volunteer-management', '/volunteer-opportunities', '/volunteer-application',
    '/background-check-management', '/spiritual-assessment', '/spiritual-assessment-results',
    '/spiritual-assessment-results-demo', '/self-identification-assessment',
  ]),
  ...entries('admin', 'protected', [
    '/emi-admin', '/admin', '/members', '/community-administration', '/analytics', '/analytics-dashboard',
    '/people-overview', '/staff-management', '/member-management', '/qr-management', '/sms-giving',
    '/donation-analytics', '/communication', '/content-moderation', '/sermon-studio', '/content-distribution',
    '/engagement-analytics', '/moderation-dashboard', '/group-admin', '/ministry-admin', '/groups', '/ai-guidance',
    '/source-attribution', '/professional-studio', '/media-management',
  ]),
];

export function pathsOwnedBy(owner: RouteOwner): string[] {
  return routeTable.filter((route) => route.owner === owner).map((route) => route.path);
}

/** The route entry for a browser path, matched on its first segment. */
export function routeFor(pathname: string): RouteOwnership | undefined {
  const firstSegment = '/' + (pathname.split('/')[1] ?? '');
  return routeTable.find((route) => route.path === firstSegment);
}

/**
 * SPEC §2 redirects. The spec names the media paths that redirect but not their targets: the two audio
 * paths go to the spiritual audio screen, the video library and image gallery to media management.
 * The query string is kept (an invitation link to /signup carries invite=staff, communityId and role).
 */
export const routeRedirects: Readonly<Record<string, string>> = {
  '/signup': '/onboarding',
  '/discussions': '/community',
  '/bible': '/bible-reading',
  '/audio-bible': '/spiritual-audio',
  '/fresh-audio-bible': '/spiritual-audio',
  '/video-library': '/media-management',
  '/image-gallery': '/media-management',
  '/bookmarked-prayers': '/saved/prayers',
  '/saved-reflections': '/saved/reflections',
};

/** SPEC §2: the dashboard when signed in, the landing page when signed out. */
export const SIGNED_IN_HOME = '/dashboard';
export const SIGNED_OUT_HOME = '/landing';
