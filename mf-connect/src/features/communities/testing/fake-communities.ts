import { ApiError } from '@koinonia/api-client';
import type { Campus, Community, CommunityJoinRequest, CommunityMember } from '@koinonia/contracts';

let made = 0;
const nextId = () => {
  made += 1;
  return `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
};

/** A community as the directory answers it, for tests. */
export function community(overrides: Partial<Community> = {}): Community {
  return {
    id: nextId(),
    name: `Community ${made}`,
    type: 'group',
    description: 'We meet on Thursdays.',
    privacy: 'open',
    campus: null,
    memberCount: 3,
    myStanding: 'none',
    canManage: false,
    canDelete: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function member(overrides: Partial<CommunityMember> = {}): CommunityMember {
  return {
    userId: nextId(),
    name: 'Lucas Ferreira',
    role: 'member',
    isMe: false,
    joinedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function campus(overrides: Partial<Campus> = {}): Campus {
  return { id: nextId(), name: 'Main Campus', address: '', ...overrides };
}

interface FakeState {
  communities: Community[];
  members?: Record<string, CommunityMember[]>;
  requests?: Record<string, CommunityJoinRequest[]>;
  campuses?: Campus[];
  people?: Array<{ userId: string; name: string }>;
  /** Community ids whose management the caller may not reach (their reads of requests answer 403). */
  forbidden?: string[];
}

const page = <Item>(items: Item[], searchParams: URLSearchParams) => {
  const limit = Number(searchParams.get('limit') ?? 20);
  const start = Number(searchParams.get('cursor') ?? 0);
  return {
    items: items.slice(start, start + limit),
    nextCursor: start + limit < items.length ? String(start + limit) : null,
  };
};

const forbidden = () =>
  new ApiError(403, 'This needs group admin access', { code: 'forbidden', requiredAccess: 'group_admin' });
const notFound = () => new ApiError(404, 'This community was not found', { code: 'community_not_found' });

/**
 * A fake of the communities' endpoints that keeps what each call changes, as the connect service does;
 * `failNext` makes the next call of a method and path fail with the given error.
 */
export function fakeCommunities(initial: FakeState = { communities: [] }) {
  const state = {
    communities: [...initial.communities],
    members: { ...initial.members } as Record<string, CommunityMember[]>,
    requests: { ...initial.requests } as Record<string, CommunityJoinRequest[]>,
    campuses: [...(initial.campuses ?? [])],
    people: [...(initial.people ?? [])],
  };
  const failures = new Map<string, ApiError>();
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const find = (id: string) => {
    const found = state.communities.find((candidate) => candidate.id === id);
    if (!found) throw notFound();
    return found;
  };
  const replace = (updated: Community) => {
    state.communities = state.communities.map((candidate) => (candidate.id === updated.id ? updated : candidate));
    return updated;
  };
  const apiRequest = jest.fn(async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    if (pathname === '/api/campuses' && method === 'GET') return page(state.campuses, searchParams);
    if (pathname === '/api/campuses' && method === 'POST') {
      const added = campus({ address: '', ...(body as object) });
      state.campuses.push(added);
      return added;
    }
    if (pathname === '/api/communities/mine')
      return state.communities
        .filter((candidate) => ['member', 'leader', 'admin'].includes(candidate.myStanding))
        .map(({ id, name, type, description, memberCount, myStanding }) => ({
          id,
          name,
          type,
          description,
          memberCount,
          myRole: myStanding,
        }));
    if (pathname === '/api/communities/managed')
      return page(
        state.communities.filter((candidate) => candidate.canManage || candidate.myStanding === 'leader'),
        searchParams,
      );
    if (pathname === '/api/communities' && method === 'GET') {
      const q = searchParams.get('q')?.toLowerCase();
      const type = searchParams.get('type');
      const requested = searchParams.get('standing') === 'requested';
      return page(
        state.communities.filter(
          (candidate) =>
            (!q || candidate.name.toLowerCase().includes(q)) &&
            (!type || candidate.type === type) &&
            (!requested || candidate.myStanding === 'requested'),
        ),
        searchParams,
      );
    }
    if (pathname === '/api/communities' && method === 'POST') {
      const settings = body as {
        name: string;
        type: Community['type'];
        privacy: Community['privacy'];
        description: string;
      };
      const created = community({ ...settings, memberCount: 1, myStanding: 'admin', canManage: true });
      state.communities.push(created);
      return created;
    }
    const match = /^\/api\/communities\/([^/]+)(?:\/(.*))?$/.exec(pathname);
    if (!match) throw new Error(`No fake for ${method} ${url}`);
    const [, id, rest = ''] = match as unknown as [string, string, string | undefined];
    const found = find(id);
    if (rest === '' && method === 'GET') return found;
    if (rest === '' && method === 'PUT') return replace({ ...found, ...(body as object) });
    if (rest === 'join')
      return replace(
        found.privacy === 'open'
          ? { ...found, myStanding: 'member', memberCount: found.memberCount + 1 }
          : { ...found, myStanding: 'requested' },
      );
    if (rest === 'join-request') {
      replace({ ...found, myStanding: 'none' });
      return undefined;
    }
    if (rest === 'membership') {
      replace({ ...found, myStanding: 'none', memberCount: found.memberCount - 1 });
      return undefined;
    }
    if (rest === 'members' && method === 'GET') return page(state.members[id] ?? [], searchParams);
    if (rest === 'candidates') {
      const q = searchParams.get('q')?.toLowerCase();
      const inside = new Set((state.members[id] ?? []).map((one) => one.userId));
      return page(
        state.people.filter((person) => !inside.has(person.userId) && (!q || person.name.toLowerCase().includes(q))),
        searchParams,
      );
    }
    if (rest === 'members' && method === 'POST') {
      const { userId } = body as { userId: string };
      const added = member({ userId, name: state.people.find((person) => person.userId === userId)?.name ?? '' });
      state.members[id] = [...(state.members[id] ?? []), added];
      return added;
    }
    if (rest === 'requests') {
      if (initial.forbidden?.includes(id)) throw forbidden();
      return page(state.requests[id] ?? [], searchParams);
    }
    const requestMatch = /^requests\/([^/]+)\/(accept|decline)$/.exec(rest);
    if (requestMatch) {
      const [, userId, answer] = requestMatch as unknown as [string, string, string];
      const request = (state.requests[id] ?? []).find((one) => one.userId === userId)!;
      state.requests[id] = (state.requests[id] ?? []).filter((one) => one.userId !== userId);
      if (answer === 'decline') return undefined;
      const accepted = member({ userId, name: request.name });
      state.members[id] = [...(state.members[id] ?? []), accepted];
      return accepted;
    }
    const memberMatch = /^members\/([^/]+)(\/role)?$/.exec(rest);
    if (memberMatch) {
      const [, userId, role] = memberMatch as unknown as [string, string, string | undefined];
      if (role) {
        const changed = { ...(state.members[id] ?? []).find((one) => one.userId === userId)!, ...(body as object) };
        state.members[id] = (state.members[id] ?? []).map((one) => (one.userId === userId ? changed : one));
        return changed;
      }
      state.members[id] = (state.members[id] ?? []).filter((one) => one.userId !== userId);
      return undefined;
    }
    throw new Error(`No fake for ${method} ${url}`);
  });
  return {
    apiRequest,
    calls,
    state,
    failNext(method: string, path: string, error: ApiError) {
      failures.set(`${method} ${path}`, error);
    },
  };
}
