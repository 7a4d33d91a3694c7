import { isWithin } from './path-prefix';

/** The services behind the gateway (DESIGN "Shape"). */
export const serviceNames = ['identity', 'worship', 'connect', 'serve', 'admin', 'marketing'] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * DESIGN "Services": which service answers each /api prefix. The gateway proxies by this table and keeps
 * the full /api/... path; login, signup and logout are the gateway's own.
 */
export const apiOwnership: Readonly<Record<ServiceName, readonly string[]>> = {
  identity: ['/api/auth', '/api/user'],
  worship: ['/api/prayers', '/api/reading-plans', '/api/bible', '/api/journal', '/api/saved', '/api/dashboard'],
  connect: ['/api/notifications', '/api/events', '/api/communities', '/api/forums', '/api/conversations', '/api/contacts', '/api/leaderboard'],
  serve: ['/api/serve', '/api/opportunities', '/api/teams', '/api/assessments', '/api/applications'],
  admin: ['/api/admin', '/api/members', '/api/giving', '/api/analytics'],
  marketing: ['/api/translations', '/api/country', '/api/localization', '/api/contact', '/api/pricing'],
};

export function serviceForPath(path: string): ServiceName | undefined {
  return serviceNames.find((service) => apiOwnership[service].some((prefix) => isWithin(path, prefix)));
}
