import { randomBytes } from 'node:crypto';
import type { Database } from '@koinonia/service-kit';

const CIRCLES = 'worship.prayer_circles';
const MEMBERS = 'worship.prayer_circle_members';

export interface CircleRecord {
  id: string;
  churchId: string;
  ownerId: string;
  name: string;
  description: string;
  memberCount: number;
  invitationCode: string | null;
  invitationCreatedAt: Date | null;
  createdAt: Date;
}

export interface CircleMemberRecord {
  userId: string;
  name: string;
  joinedAt: Date;
}

interface CircleRow {
  id: string;
  church_id: string;
  owner_id: string;
  name: string;
  description: string;
  invitation_code: string | null;
  invitation_created_at: Date | null;
  created_at: Date;
  member_count: string | number;
}

const toCircle = (row: CircleRow): CircleRecord => ({
  id: row.id,
  churchId: row.church_id,
  ownerId: row.owner_id,
  name: row.name,
  description: row.description,
  memberCount: Number(row.member_count),
  invitationCode: row.invitation_code,
  invitationCreatedAt: row.invitation_created_at,
  createdAt: row.created_at,
});

/** 16 random bytes, URL-safe: 22 characters nobody guesses. */
const newInvitationCode = () => randomBytes(16).toString('base64url');

/** Prayer circles and their members, in the worship schema. */
export function createPrayerCircleStore(db: Database) {
  const withCount = () =>
    db(`${CIRCLES} as circle`).select<CircleRow[]>(
      'circle.*',
      db.raw('(select count(*) from worship.prayer_circle_members as m where m.circle_id = circle.id) as member_count'),
    );

  return {
    /** The circles of the member in their church, by name. */
    async listFor(userId: string, churchId: string): Promise<CircleRecord[]> {
      const rows = await withCount()
        .where('circle.church_id', churchId)
        .whereExists(
          db(`${MEMBERS} as mine`).select(1).whereRaw('mine.circle_id = circle.id').where('mine.user_id', userId),
        )
        .orderBy([{ column: 'circle.name' }, { column: 'circle.id' }]);
      return rows.map(toCircle);
    },

    async countFor(userId: string): Promise<number> {
      const [row] = await db(MEMBERS).where('user_id', userId).count({ count: '*' });
      return Number(row?.count ?? 0);
    },

    async find(circleId: string): Promise<CircleRecord | undefined> {
      const row = await withCount().where('circle.id', circleId).first();
      return row ? toCircle(row) : undefined;
    },

    async findByInvitation(code: string): Promise<CircleRecord | undefined> {
      const row = await withCount().where('circle.invitation_code', code).first();
      return row ? toCircle(row) : undefined;
    },

    async members(circleId: string): Promise<CircleMemberRecord[]> {
      const rows = await db(MEMBERS)
        .where('circle_id', circleId)
        .orderBy([{ column: 'joined_at' }, { column: 'user_id' }]);
      return rows.map((row: { user_id: string; user_name: string; joined_at: Date }) => ({
        userId: row.user_id,
        name: row.user_name,
        joinedAt: row.joined_at,
      }));
    },

    async isMember(circleId: string, userId: string): Promise<boolean> {
      return Boolean(await db(MEMBERS).where({ circle_id: circleId, user_id: userId }).first());
    },

    /** Of these circle ids, the ones the member belongs to in their church. */
    async memberCircleIds(userId: string, churchId: string, circleIds: readonly string[]): Promise<string[]> {
      if (circleIds.length === 0) return [];
      const rows = await db(`${MEMBERS} as member`)
        .join(`${CIRCLES} as circle`, 'circle.id', 'member.circle_id')
        .where('member.user_id', userId)
        .where('circle.church_id', churchId)
        .whereIn('member.circle_id', circleIds)
        .select('member.circle_id');
      return rows.map((row: { circle_id: string }) => row.circle_id);
    },

    async create(circle: {
      churchId: string;
      owner: { userId: string; name: string };
      name: string;
      description: string;
    }): Promise<string> {
      return db.transaction(async (trx) => {
        const [row] = await trx(CIRCLES)
          .insert({
            church_id: circle.churchId,
            owner_id: circle.owner.userId,
            name: circle.name,
            description: circle.description,
          })
          .returning('id');
        await trx(MEMBERS).insert({ circle_id: row.id, user_id: circle.owner.userId, user_name: circle.owner.name });
        return row.id as string;
      });
    },

    async update(circleId: string, fields: { name: string; description: string }): Promise<void> {
      await db(CIRCLES).where('id', circleId).update(fields);
    },

    async remove(circleId: string): Promise<void> {
      await db(CIRCLES).where('id', circleId).delete();
    },

    /** The circle's invitation code, made on first ask (or anew when `renew`). */
    async invitation(circleId: string, renew: boolean): Promise<{ code: string; createdAt: Date }> {
      const current = await db(CIRCLES).where('id', circleId).first('invitation_code', 'invitation_created_at');
      if (current?.invitation_code && !renew)
        return { code: current.invitation_code, createdAt: current.invitation_created_at };
      const [row] = await db(CIRCLES)
        .where('id', circleId)
        .update({ invitation_code: newInvitationCode(), invitation_created_at: db.fn.now() })
        .returning(['invitation_code', 'invitation_created_at']);
      return { code: row.invitation_code, createdAt: row.invitation_created_at };
    },

    /**
     * Adds the member unless the circle is full: the count and the insert happen under a lock of the
     * circle's row, so two people accepting at once cannot both take its last place.
     */
    async join(
      circleId: string,
      member: { userId: string; name: string },
      maxMembers: number,
    ): Promise<'joined' | 'already' | 'full'> {
      return db.transaction(async (trx) => {
        await trx(CIRCLES).where('id', circleId).forUpdate().first('id');
        if (await trx(MEMBERS).where({ circle_id: circleId, user_id: member.userId }).first()) return 'already';
        const [row] = await trx(MEMBERS).where('circle_id', circleId).count({ count: '*' });
        if (Number(row?.count ?? 0) >= maxMembers) return 'full';
        await trx(MEMBERS).insert({ circle_id: circleId, user_id: member.userId, user_name: member.name });
        return 'joined';
      });
    },

    /**
     * Takes the member out. An owner leaving hands the circle to the member who joined first after them,
     * or ends it when nobody is left. Answers whether the circle still exists.
     */
    async leave(circleId: string, userId: string): Promise<void> {
      await db.transaction(async (trx) => {
        const circle = await trx(CIRCLES).where('id', circleId).forUpdate().first('owner_id');
        await trx(MEMBERS).where({ circle_id: circleId, user_id: userId }).delete();
        if (circle?.owner_id !== userId) return;
        const heir = await trx(MEMBERS)
          .where('circle_id', circleId)
          .orderBy([{ column: 'joined_at' }, { column: 'user_id' }])
          .first('user_id');
        if (heir) await trx(CIRCLES).where('id', circleId).update({ owner_id: heir.user_id });
        else await trx(CIRCLES).where('id', circleId).delete();
      });
    },
  };
}
export type PrayerCircleStore = ReturnType<typeof createPrayerCircleStore>;
