import { ApiError } from '@koinonia/api-client';
import {
  demoAccount,
  type Prayer,
  type PrayerCircle,
  type PrayerCircleFields,
  type PrayerCircleMember,
  type SharedReflection,
} from '@koinonia/contracts';

let made = 0;
const newId = () => `00000000-0000-4000-8000-${String((made += 1)).padStart(12, '0')}`;

/** The reader of every test: the demo member, as renderWithShell signs in. */
export const reader = { userId: demoAccount('member').id, name: 'Miriam Okafor' };
export const leader = { userId: demoAccount('leader').id, name: 'Lucas Ferreira' };
export const groupAdmin = { userId: demoAccount('group_admin').id, name: 'Grace Kim' };

type Person = typeof reader;

/** A circle as the service keeps it: its members in the order they joined, the owner first. */
export interface FakeCircle {
  id: string;
  name: string;
  description: string;
  ownerId: string;
  members: Person[];
  invitation: string;
  feed: Prayer[];
  reflections: SharedReflection[];
}

export function circle(overrides: Partial<FakeCircle> = {}): FakeCircle {
  return {
    id: newId(),
    name: 'Tuesday prayer partners',
    description: 'We meet on Tuesdays at 7.',
    ownerId: leader.userId,
    members: [leader, reader],
    invitation: `invitation${String((made += 1)).padStart(12, '0')}`,
    feed: [],
    reflections: [],
    ...overrides,
  };
}

/** A journal entry shared with a circle, as its reflections answer it. */
export function sharedReflection(overrides: Partial<SharedReflection> = {}): SharedReflection {
  return {
    id: newId(),
    scripture: 'Psalm 23',
    observation: 'The Lord leads me.',
    application: 'Rest before deciding.',
    prayer: 'Shepherd me this week.',
    authorName: leader.name,
    isMine: false,
    sharedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** A request shared with a circle, as its feed answers it. */
export function circlePrayer(overrides: Partial<Prayer> = {}): Prayer {
  made += 1;
  return {
    id: newId(),
    title: `Request ${made}`,
    body: 'Please pray with me.',
    category: 'other',
    visibility: 'private',
    authorName: leader.name,
    isMine: false,
    prayerCount: 1,
    prayedByMe: false,
    commentCount: 0,
    answered: false,
    answeredAt: null,
    testimony: null,
    circles: [],
    reportedByMe: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    ...overrides,
  };
}

const notFound = () => new ApiError(404, 'This prayer circle was not found', { code: 'prayer_circle_not_found' });
const invitationInvalid = () =>
  new ApiError(404, 'This invitation link is not valid any more. Ask for a new one.', {
    code: 'prayer_circle_invitation_invalid',
  });

/**
 * A fake of the prayer circles' endpoints that keeps what each call changes, as the worship service does, for
 * `me` (the demo member unless said): only members see a circle, only its owner changes it. `failNext` makes the
 * next call of a method and path fail with the given error.
 */
export function fakePrayerCircles(initial: FakeCircle[] = [], me: Person = reader) {
  const circles = [...initial];
  const failures = new Map<string, ApiError>();
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];

  const details = (found: FakeCircle): PrayerCircle => ({
    id: found.id,
    name: found.name,
    description: found.description,
    memberCount: found.members.length,
    isOwner: found.ownerId === me.userId,
    createdAt: '2026-11-01T10:00:00.000Z',
    members: found.members.map((member, index): PrayerCircleMember => ({
      userId: member.userId,
      name: member.name,
      isOwner: member.userId === found.ownerId,
      isMe: member.userId === me.userId,
      joinedAt: `2026-11-0${index + 1}T10:00:00.000Z`,
    })),
  });
  const mine = (circleId: string) => {
    const found = circles.find((candidate) => candidate.id === circleId);
    if (!found || !found.members.some((member) => member.userId === me.userId)) throw notFound();
    return found;
  };
  const owned = (circleId: string) => {
    const found = mine(circleId);
    if (found.ownerId !== me.userId)
      throw new ApiError(403, 'Only the circle’s owner can do this', { code: 'not_circle_owner' });
    return found;
  };
  const leave = (found: FakeCircle, userId: string) => {
    found.members = found.members.filter((member) => member.userId !== userId);
    if (found.members.length === 0) circles.splice(circles.indexOf(found), 1);
    else if (found.ownerId === userId) found.ownerId = found.members[0]!.userId;
  };

  const apiRequest = jest.fn(async (method: string, url: string, body?: PrayerCircleFields) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    if (pathname === '/api/prayer-circles') {
      if (method === 'GET') {
        return {
          items: circles.filter((found) => found.members.some((member) => member.userId === me.userId)).map(details),
        };
      }
      const created = circle({
        name: body!.name.trim(),
        description: (body!.description ?? '').trim(),
        ownerId: me.userId,
        members: [me],
      });
      circles.push(created);
      return details(created);
    }
    const invitation = /^\/api\/prayer-circle-invitations\/([^/]+)(\/accept)?$/.exec(pathname);
    if (invitation) {
      const found = circles.find((candidate) => candidate.invitation === invitation[1]);
      if (!found) throw invitationInvalid();
      const alreadyMember = found.members.some((member) => member.userId === me.userId);
      if (!invitation[2]) {
        const owner = found.members.find((member) => member.userId === found.ownerId)!;
        const { id, name, description } = found;
        return {
          circle: { id, name, description, memberCount: found.members.length, ownerName: owner.name },
          alreadyMember,
        };
      }
      if (!alreadyMember) found.members.push(me);
      return details(found);
    }
    const [, circleId, part, userId] =
      /^\/api\/prayer-circles\/([^/]+)(?:\/(\w+)(?:\/([^/]+))?)?$/.exec(pathname) ?? [];
    if (circleId) {
      if (!part && method === 'GET') return details(mine(circleId));
      if (!part && method === 'PUT') {
        const found = owned(circleId);
        Object.assign(found, { name: body!.name.trim(), description: (body!.description ?? '').trim() });
        return details(found);
      }
      if (!part && method === 'DELETE') {
        circles.splice(circles.indexOf(owned(circleId)), 1);
        return undefined;
      }
      if (part === 'prayers' || part === 'reflections') {
        const found = mine(circleId);
        const feed: unknown[] = part === 'prayers' ? found.feed : found.reflections;
        const limit = Number(searchParams.get('limit') ?? 20);
        const start = Number(searchParams.get('cursor') ?? 0);
        return {
          items: feed.slice(start, start + limit),
          nextCursor: start + limit < feed.length ? String(start + limit) : null,
        };
      }
      if (part === 'invitation') {
        const found = owned(circleId);
        if (method === 'POST') found.invitation = `renewed${String((made += 1)).padStart(15, '0')}`;
        return { code: found.invitation, createdAt: '2026-11-20T10:00:00.000Z' };
      }
      if (part === 'membership') {
        leave(mine(circleId), me.userId);
        return undefined;
      }
      if (part === 'members' && userId) {
        leave(owned(circleId), userId);
        return undefined;
      }
    }
    throw new Error(`The fake of the prayer circles does not answer ${method} ${url}`);
  });

  return {
    apiRequest,
    calls,
    circles: () => circles,
    failNext: (method: string, path: string, error: ApiError) => failures.set(`${method} ${path}`, error),
  };
}
