import { ApiError } from '@koinonia/api-client';
import {
  communityEndpoints,
  engagementEndpoints,
  type EngagementEntry,
  type EngagementPeriod,
  type MyCommunity,
} from '@koinonia/contracts';

/** A member with points per period, for tests. */
export interface FakeMember {
  userId: string;
  displayName: string;
  points: Record<EngagementPeriod, number>;
}

/**
 * A fake of the Engagement Board's endpoints that keeps what each call changes, as the service does: members ranked
 * by points in the asked period (ties share a rank), hidden ones left out, at most `size` listed, the caller's own
 * standing answered; ?communityId= narrows to `members` of it. `failNext` makes the next call of a method and path fail.
 */
export function fakeEngagement(
  people: FakeMember[],
  options: { me: string; communities?: MyCommunity[]; members?: Record<string, string[]>; size?: number } = { me: '' },
) {
  const hidden = new Set<string>();
  const failures = new Map<string, ApiError>();
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const apiRequest = jest.fn(async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    if (method === 'GET' && pathname === communityEndpoints.mine.path) return options.communities ?? [];
    if (method === 'GET' && pathname === engagementEndpoints.board.path) {
      const period = (searchParams.get('period') ?? 'week') as EngagementPeriod;
      const community = searchParams.get('communityId');
      if (community && !(options.members?.[community] ?? []).includes(options.me)) {
        throw new ApiError(404, 'This community was not found', { code: 'community_not_found' });
      }
      const shown = people
        .filter((person) => person.points[period] > 0 && !hidden.has(person.userId))
        .filter((person) => !community || (options.members?.[community] ?? []).includes(person.userId))
        .sort((a, b) => b.points[period] - a.points[period] || a.displayName.localeCompare(b.displayName));
      const ranked: EngagementEntry[] = shown.map((person, index) => ({
        rank: shown.findIndex((other) => other.points[period] === person.points[period]) + 1 || index + 1,
        userId: person.userId,
        displayName: person.displayName,
        profileImageUrl: null,
        points: person.points[period],
        isMe: person.userId === options.me,
      }));
      const mine = people.find((person) => person.userId === options.me);
      return {
        period,
        entries: ranked.slice(0, options.size ?? 50),
        me: {
          rank: ranked.find((entry) => entry.isMe)?.rank ?? null,
          points: mine?.points[period] ?? 0,
          optedOut: hidden.has(options.me),
        },
      };
    }
    if (method === 'PUT' && pathname === engagementEndpoints.setMine.path) {
      const { optedOut } = body as { optedOut: boolean };
      if (optedOut) hidden.add(options.me);
      else hidden.delete(options.me);
      return { optedOut };
    }
    throw new ApiError(404, `No fake for ${method} ${pathname}`);
  });
  return {
    apiRequest,
    calls,
    failNext(method: string, path: string, error: ApiError) {
      failures.set(`${method} ${path}`, error);
    },
  };
}
