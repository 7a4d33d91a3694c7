import { ENGAGEMENT_BOARD_SIZE, engagementContract } from '@koinonia/contracts';
import { access, HttpError, route, type SignedInIdentity } from '@koinonia/service-kit';
import { boardOf, periodStart, type BoardReader } from './domain';
import type { EngagementStore } from './store';

/** A member with no church has no board (nobody to be ranked with). */
const readerOf = (caller: SignedInIdentity): BoardReader | null =>
  caller.churchId ? { userId: caller.userId, churchId: caller.churchId } : null;

/** /leaderboard (SPEC §1, §2 Connect "Engagement Board"): the church's or a community's members by points. */
export function engagementRoutes(store: EngagementStore, now: () => Date = () => new Date()) {
  return [
    route(engagementContract.board, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        const optedOut = await store.isOptedOut(caller.userId);
        if (!reader) return { period: query.period, entries: [], me: { rank: null, points: 0, optedOut } };
        // A community's board is its members'; to anyone else the community does not exist.
        if (query.communityId && !(await store.isCommunityMember(query.communityId, reader.userId))) {
          throw new HttpError(404, 'This community was not found', { code: 'community_not_found' });
        }
        const since = periodStart(query.period, now());
        const [board, points] = await Promise.all([
          store.board(reader, { since, communityId: query.communityId, limit: ENGAGEMENT_BOARD_SIZE }),
          store.pointsOf(reader, since),
        ]);
        return boardOf(query.period, reader, board, { points, optedOut });
      },
    }),

    route(engagementContract.setMine, {
      access: access.signedIn,
      async handle({ caller, body }) {
        await store.setOptedOut(caller.userId, body.optedOut);
        return { optedOut: body.optedOut };
      },
    }),
  ];
}
