import { randomUUID } from 'node:crypto';
import { DEMO_FORUM_CATEGORIES, DEMO_GROUP_COMMUNITY, DEMO_MINISTRY_COMMUNITY, DEMO_PASSWORD, demoAccount } from '@koinonia/contracts';
import type { Persona } from './personas';
import { routeKey, type CataloguedRoute } from './route-catalogue';
import { validInput, type InputPlace } from './valid-input';

/** A request the route's schemas accept: path parameters, query and body. */
export interface RouteInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

type Sample = (caller: Persona) => unknown;

/** An event a week ahead; a community's leader or admin plans it for a community they run (the demo seed's). */
function sampleEvent(caller?: Persona) {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const communityId =
    caller?.role === 'ministry_admin'
      ? DEMO_MINISTRY_COMMUNITY.id
      : caller?.role === 'leader' || caller?.role === 'group_admin'
        ? DEMO_GROUP_COMMUNITY.id
        : null;
  return {
    communityId,
    title: 'A sample event',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    timeZone: 'UTC',
    locations: [{ name: 'Main Sanctuary' }],
  };
}

/**
 * Inputs the generator cannot make well, by route. Each says why; each is still checked against the
 * route's schema.
 */
const samples: Record<string, Partial<Record<InputPlace, Sample>>> = {
  // Generated credentials are wrong, and a wrong password is a 401 that reads like a refusal: each caller
  // signs in as itself (signed out, as the demo member).
  'POST /api/auth/login': { body: (caller) => ({ email: caller.email ?? demoAccount('member').email, password: DEMO_PASSWORD }) },
  // The declared body takes any step's fields as unknown; the handler parses the step's own schema.
  'PUT /api/user/onboarding/:step': { params: () => ({ step: 'profile' }), body: () => ({ firstName: 'Sample', lastName: 'Person' }) },
  // A filled-in honeypot (website) is a robot's message, dropped before the handler's other checks.
  // A request goes to circles only when private, and only to the caller's: the generated circle ids are neither.
  'POST /api/prayers': { body: () => ({ title: 'A sample request', body: 'Please pray.', category: 'other', visibility: 'public', circleIds: [] }) },
  'PUT /api/prayers/:prayerId': { body: () => ({ title: 'A sample request', body: 'Please pray.', category: 'other', visibility: 'public', circleIds: [] }) },
  // Generated circle ids are no circles of the caller's: unsharing is the call every owner may make.
  'PUT /api/soap-entries/:entryId/circles': { body: () => ({ circleIds: [] }) },
  // A generated verse place or id is nothing there is: John 3:16 is in every translation.
  'POST /api/saved-items': { body: () => ({ kind: 'verse', translation: 'web', book: 'JHN', chapter: 3, verse: 16 }) },
  'GET /api/saved-items/lookup': { query: () => ({ kind: 'verse', targets: 'web:JHN:3:16' }) },
  // Conversations are with people of the caller's church: generated ids are nobody's. The church admin is in the demo
  // church and in none of the security tests' groups (so the sample may add them to one).
  'POST /api/conversations': { body: () => ({ kind: 'direct', memberId: demoAccount('church_admin').id }) },
  'POST /api/conversations/:conversationId/members': { body: () => ({ memberIds: [demoAccount('church_admin').id] }) },
  'POST /api/conversations/:conversationId/messages': { body: () => ({ body: 'A message for the security tests.' }) },
  'PATCH /api/conversations/messages/:messageId': { body: () => ({ body: 'An edited message for the security tests.' }) },
  'POST /api/conversations/messages/:messageId/reports': { body: () => ({ reason: 'spam', details: '' }) },
  // An event's times must be in order and it needs a place or a link; a generated occurrence is none of the event's.
  'POST /api/events': { body: (caller) => sampleEvent(caller) },
  'PUT /api/events/:eventId': { body: () => sampleEvent() },
  'GET /api/events/:eventId': { query: () => ({}) },
  'PUT /api/events/:eventId/rsvp': { body: () => ({ status: 'maybe' }) },
  'GET /api/events/:eventId/attendees': { query: () => ({}) },
  // The security tests' events have their church admin going (resource-kinds.ts): the one to check in.
  'POST /api/events/:eventId/check-in': { body: () => ({ userId: demoAccount('church_admin').id, checkedIn: true }) },
  // A group admin creates groups and a ministry admin ministries (the staff any type); a generated campus id is no campus.
  'POST /api/communities': {
    body: (caller) => ({ name: 'A community for the security tests', type: caller.role === 'ministry_admin' ? 'ministry' : 'group', privacy: 'open', campusId: null }),
  },
  'PUT /api/communities/:communityId': { body: () => ({ name: 'A community for the security tests', type: 'other', privacy: 'open', campusId: null }) },
  // The person acted on is the demo member, whom the finders put in the community (or its requests); a generated id is nobody.
  'POST /api/communities/:communityId/members': { body: () => ({ userId: demoAccount('member').id }) },
  'PUT /api/communities/:communityId/members/:userId/role': {
    params: () => ({ communityId: randomUUID(), userId: demoAccount('member').id }),
    body: () => ({ role: 'leader' }),
  },
  'DELETE /api/communities/:communityId/members/:userId': { params: () => ({ communityId: randomUUID(), userId: demoAccount('member').id }) },
  'POST /api/communities/:communityId/requests/:userId/accept': { params: () => ({ communityId: randomUUID(), userId: demoAccount('member').id }) },
  'POST /api/communities/:communityId/requests/:userId/decline': { params: () => ({ communityId: randomUUID(), userId: demoAccount('member').id }) },
  // Campus names are one per church: each call names a new one.
  'POST /api/campuses': { body: () => ({ name: `A campus for the security tests ${randomUUID().slice(0, 8)}` }) },
  'PUT /api/campuses/:campusId': { body: () => ({ name: `A campus for the security tests ${randomUUID().slice(0, 8)}` }) },
  // The social feed: a post needs words or an image; the feed and pins read without a community (a random one is a 404).
  'GET /api/social-feed': { query: () => ({}) },
  'GET /api/social-feed/announcements': { query: () => ({}) },
  'POST /api/social-feed': { body: () => ({ body: 'A post for the security tests.' }) },
  'PUT /api/social-feed/posts/:postId/announcement': { body: () => ({ expiresAt: null }) },
  'PUT /api/social-feed/posts/:postId/reaction': { body: () => ({ reaction: 'pray' }) },
  // Forums: a thread goes in one of the church's categories (the seed's; a generated id is none of them); a category's
  // name is one per church; a sample unlocks and publishes, so what a rightful caller does leaves the thread open.
  'POST /api/forums/categories': { body: () => ({ name: `Security ${randomUUID().slice(0, 8)}` }) },
  'PUT /api/forums/categories/:categoryId': { body: () => ({ name: `Security ${randomUUID().slice(0, 8)}` }) },
  'PUT /api/forums/posts/:postId': { body: () => ({ body: 'Edited by the security tests.' }) },
  'POST /api/forums/threads': {
    body: () => ({ title: 'A sample thread', body: 'Hello from the security tests.', categoryId: DEMO_FORUM_CATEGORIES.general.id, communityId: null }),
  },
  'GET /api/forums/threads': { query: () => ({}) },
  'PUT /api/forums/threads/:threadId/locked': { body: () => ({ locked: false }) },
  'PUT /api/forums/threads/:threadId/pinned': { body: () => ({ pinned: false }) },
  'PUT /api/forums/posts/:postId/status': { body: () => ({ status: 'published' }) },
  'POST /api/contact': {
    body: () => ({ kind: 'contact', name: 'Sample Person', email: 'security.sample@example.org', message: 'A message long enough to send.', language: 'en' }),
  },
};

/** The route's input for a caller, or why none could be made (the route then needs a sample above). */
export function routeInput(route: CataloguedRoute, caller: Persona): { ok: true; input: RouteInput } | { ok: false; reason: string } {
  const input: RouteInput = { params: {}, query: {}, body: undefined };
  for (const place of ['params', 'query', 'body'] as const) {
    const schema = route[place];
    if (!schema) continue;
    const sample = samples[routeKey(route)]?.[place];
    const made = sample ? { ok: true as const, value: sample(caller) } : validInput(schema, place);
    if (!made.ok) return { ok: false, reason: `${place}: ${made.reason}` };
    if (!schema.safeParse(made.value).success) return { ok: false, reason: `${place}: the sample does not parse` };
    if (place === 'body') input.body = made.value;
    else input[place] = made.value as Record<string, never>;
  }
  return { ok: true, input };
}

/** The path with each :param replaced by the given value, and the query string. */
export function concreteUrl(route: Pick<CataloguedRoute, 'path'>, input: Pick<RouteInput, 'params' | 'query'>): string {
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(input.params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
