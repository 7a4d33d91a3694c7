import type { Database } from '@koinonia/service-kit';
import type { BoardReader, EngagementAward, RankedMember } from './domain';
import type { BoardQuery, EngagementStore } from './store';

const POINTS = 'connect.engagement_points';
const OPT_OUTS = 'connect.engagement_opt_outs';

interface BoardRow {
  user_id: string;
  display_name: string;
  profile_image_url: string | null;
  points: number;
  rank: number;
  place: number;
}

const toMember = (row: BoardRow): RankedMember => ({
  userId: row.user_id,
  displayName: row.display_name,
  profileImageUrl: row.profile_image_url,
  points: row.points,
  rank: row.rank,
});

/**
 * Keeps awards of Engagement Board points; a source that earned already earns nothing more. Other connect features
 * call it in their own transaction (pass it as `db`): event attendance at check-in, serving (to come).
 */
export async function awardEngagementPoints(db: Database, awards: readonly EngagementAward[]): Promise<number> {
  if (awards.length === 0) return 0;
  const inserted = await db(POINTS)
    .insert(
      awards.map((award) => ({
        source_key: award.sourceKey,
        user_id: award.userId,
        church_id: award.churchId,
        kind: award.kind,
        points: award.points,
        earned_at: award.earnedAt,
      })),
    )
    .onConflict('source_key')
    .ignore()
    .returning('source_key');
  return inserted.length;
}

/** Takes awards back by their source (a check-in undone): what was never earned is not on the board. */
export async function withdrawEngagementPoints(db: Database, sourceKeys: readonly string[]): Promise<void> {
  if (sourceKeys.length > 0) await db(POINTS).whereIn('source_key', sourceKeys).delete();
}

/** The Engagement Board in PostgreSQL (the connect schema; names from connect.people). */
export function createDatabaseEngagementStore(db: Database): EngagementStore {
  /** The church's points since then, per member. */
  function totals(reader: BoardReader, since: Date | null) {
    const rows = db(`${POINTS} as earned`)
      .select('earned.user_id', db.raw('sum(earned.points)::int as points'))
      .where('earned.church_id', reader.churchId)
      .groupBy('earned.user_id');
    if (since) rows.where('earned.earned_at', '>=', since);
    return rows;
  }

  return {
    award: (awards) => awardEngagementPoints(db, awards),

    async board(reader, query: BoardQuery) {
      const members = db('connect.people as person')
        .join(totals(reader, query.since).as('total'), 'total.user_id', 'person.user_id')
        .select(
          'person.user_id',
          'person.display_name',
          'person.profile_image_url',
          'total.points',
          db.raw('rank() over (order by total.points desc)::int as rank'),
          db.raw('row_number() over (order by total.points desc, person.sort_name, person.user_id)::int as place'),
        )
        .where('person.church_id', reader.churchId)
        .where('person.status', 'active')
        .whereNotExists(db(`${OPT_OUTS} as hidden`).select(1).whereRaw('hidden.user_id = person.user_id'));
      if (query.communityId) {
        members.whereExists(
          db('connect.community_members as member')
            .select(1)
            .where('member.community_id', query.communityId)
            .whereRaw('member.user_id = person.user_id'),
        );
      }
      const rows = (await db
        .from(members.as('board'))
        .select('*')
        .where((shown) => shown.where('board.place', '<=', query.limit).orWhere('board.user_id', reader.userId))
        .orderBy('board.place')) as BoardRow[];
      const own = rows.find((row) => row.user_id === reader.userId);
      return {
        top: rows.filter((row) => row.place <= query.limit).map(toMember),
        own: own ? toMember(own) : undefined,
      };
    },

    async pointsOf(reader, since) {
      const rows = db(POINTS)
        .first(db.raw('coalesce(sum(points), 0)::int as points'))
        .where({ user_id: reader.userId, church_id: reader.churchId });
      if (since) rows.where('earned_at', '>=', since);
      return ((await rows) as { points: number }).points;
    },

    async isOptedOut(userId) {
      return (await db(OPT_OUTS).where('user_id', userId).first()) !== undefined;
    },

    async setOptedOut(userId, optedOut) {
      if (optedOut) await db(OPT_OUTS).insert({ user_id: userId }).onConflict('user_id').ignore();
      else await db(OPT_OUTS).where('user_id', userId).delete();
    },

    async isCommunityMember(communityId, userId) {
      return (
        (await db('connect.community_members').where({ community_id: communityId, user_id: userId }).first()) !==
        undefined
      );
    },
  };
}
