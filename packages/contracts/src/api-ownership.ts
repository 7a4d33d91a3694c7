import { isWithin } from './path-prefix';

/** The services behind the gateway (DESIGN "Shape"). */
export const serviceNames = ['identity', 'worship', 'connect', 'serve', 'admin', 'marketing'] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * DESIGN "Services": which service answers each /api prefix. The gateway proxies by this table and keeps
 * the full /api/... path; login, signup and logout are the gateway's own. A prefix is added with its first
 * route (tools/src/api-surface.test.ts fails on a prefix no route answers).
 */
export const apiOwnership: Readonly<Record<ServiceName, readonly string[]>> = {
  identity: ['/api/auth', '/api/user', '/api/church-memberships', '/api/accounts', '/api/churches', '/api/church-claims'],
  worship: ['/api/prayers', '/api/prayer-comments', '/api/prayer-circles', '/api/prayer-circle-invitations', '/api/bible', '/api/bible-study', '/api/bible-discussions', '/api/soap-entries', '/api/reading-plans', '/api/audio-routines', '/api/saved-items'],
  connect: [
    '/api/notifications',
    // Community staff: connect owns community membership, so these four /api/auth paths are its (longest prefix wins).
    '/api/auth/admin-communities',
    '/api/auth/pending-staff-invitations',
    '/api/auth/mark-staff-invitations-read',
    '/api/auth/admin-notifications',
    '/api/events',
    '/api/conversations',
    '/api/people',
    '/api/contacts',
    '/api/engagement-board',
    '/api/communities',
    '/api/campuses',
    '/api/social-feed',
    '/api/forums',
  ],
  serve: ['/api/opportunities'],
  admin: ['/api/giving'],
  marketing: ['/api/translations', '/api/country', '/api/localization', '/api/contact'],
};

/**
 * The service owning a path: the one with the LONGEST matching prefix, so a narrower claim inside another
 * service's prefix wins (connect's /api/auth/admin-communities inside identity's /api/auth).
 */
export function serviceForPath(path: string): ServiceName | undefined {
  let owner: { service: ServiceName; length: number } | undefined;
  for (const service of serviceNames) {
    for (const prefix of apiOwnership[service]) {
      if (isWithin(path, prefix) && prefix.length > (owner?.length ?? -1)) owner = { service, length: prefix.length };
    }
  }
  return owner?.service;
}
