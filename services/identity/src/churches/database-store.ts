import { CHURCH_STAFF_ROLES, type ChurchClaimMethod, type ChurchClaimStatus, type Role } from '@koinonia/contracts';
import { containsPattern, keysetPage, type Database } from '@koinonia/service-kit';
import { roleAfterClaim, type ChurchRecord, type ClaimRecord } from './domain';
import type { ChurchDirectoryStore, GrantOutcome } from './store';

const CHURCHES = 'identity.churches';
const CLAIMS = 'identity.church_claims';
const USERS = 'identity.users';
const JOIN_REQUESTS = 'identity.church_join_requests';

/** What the other open claims on a church are told once someone proved it theirs. */
export const CLAIMED_BY_ANOTHER_REASON = 'Someone else proved first that this church is theirs.';

interface ChurchRow {
  id: string;
  name: string;
  sort_name: string;
  city: string | null;
  region: string | null;
  country_code: string | null;
  website: string | null;
  description: string | null;
  listed: boolean;
  member_count: number | string;
  has_staff: boolean;
}

interface ClaimRow {
  id: string;
  church_id: string;
  church_name: string;
  church_website: string | null;
  claimant_id: string;
  claimant_name: string;
  claimant_email: string;
  method: ChurchClaimMethod;
  status: ChurchClaimStatus;
  email: string | null;
  code_hash: string | null;
  attempts: number;
  expires_at: Date | null;
  message: string | null;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const toChurch = (row: ChurchRow): ChurchRecord => ({
  id: row.id,
  name: row.name,
  sortName: row.sort_name,
  city: row.city,
  region: row.region,
  countryCode: row.country_code,
  website: row.website,
  description: row.description,
  listed: row.listed,
  memberCount: Number(row.member_count),
  hasStaff: row.has_staff,
});

const toClaimRecord = (row: ClaimRow): ClaimRecord => ({
  id: row.id,
  churchId: row.church_id,
  churchName: row.church_name,
  churchWebsite: row.church_website,
  claimantId: row.claimant_id,
  claimantName: row.claimant_name,
  claimantEmail: row.claimant_email,
  method: row.method,
  status: row.status,
  email: row.email,
  codeHash: row.code_hash,
  attempts: row.attempts,
  expiresAt: row.expires_at,
  message: row.message,
  reason: row.reason,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

/** LIKE's wildcards in searched words are matched as themselves. */

/** The church's staff: a church with any is claimed. */
const staffOf = (db: Database) =>
  db(`${USERS} as staff`)
    .select(1)
    .whereRaw('staff.church_id = church.id')
    .whereIn('staff.role', CHURCH_STAFF_ROLES as Role[]);

const selectChurches = (db: Database) =>
  db(`${CHURCHES} as church`).select<ChurchRow[]>(
    'church.id',
    'church.name',
    'church.sort_name',
    'church.city',
    'church.region',
    'church.country_code',
    'church.website',
    'church.description',
    'church.listed',
    db.raw(
      "(select count(*) from identity.users as person where person.church_id = church.id and person.status = 'active') as member_count",
    ),
    db.raw('exists ? as has_staff', [staffOf(db)]),
  );

const selectClaims = (db: Database) =>
  db(`${CLAIMS} as claim`)
    .join(`${CHURCHES} as church`, 'church.id', 'claim.church_id')
    .join(`${USERS} as claimant`, 'claimant.id', 'claim.claimant_id')
    .select<ClaimRow[]>(
      'claim.*',
      'church.name as church_name',
      'church.website as church_website',
      db.raw("trim(claimant.first_name || ' ' || claimant.last_name) as claimant_name"),
      'claimant.email as claimant_email',
    );

/** The directory and the claims in PostgreSQL: identity.churches, identity.church_claims, and users for staff. */
export function createDatabaseChurchDirectoryStore(db: Database): ChurchDirectoryStore {
  const findClaim = async (claimId: string) => {
    const row = await selectClaims(db).where('claim.id', claimId).first();
    return row ? toClaimRecord(row) : undefined;
  };

  return {
    async listDirectory({ q, after, limit }) {
      const query = selectChurches(db).where('church.listed', true);
      for (const word of (q ?? '').split(/\s+/).filter(Boolean)) {
        query.whereRaw(
          "lower(church.name || ' ' || coalesce(church.city, '') || ' ' || coalesce(church.region, '')) like ? escape '\\'",
          [containsPattern(word.toLowerCase())],
        );
      }
      const order = {
        sortColumn: 'church.sort_name',
        idColumn: 'church.id',
        direction: 'asc',
        sortKeyType: 'text',
      } as const;
      return (await keysetPage(query, order, { after, limit })).map(toChurch);
    },

    async findChurch(churchId) {
      const row = await selectChurches(db).where('church.id', churchId).first();
      return row ? toChurch(row) : undefined;
    },

    async pendingClaimChurchIds(userId, churchIds, now) {
      if (churchIds.length === 0) return new Set();
      const rows: Array<{ church_id: string }> = await db(CLAIMS)
        .where({ claimant_id: userId, status: 'pending' })
        .whereIn('church_id', churchIds as string[])
        .where((open) => open.whereNull('expires_at').orWhere('expires_at', '>', now))
        .select('church_id');
      return new Set(rows.map((row) => row.church_id));
    },

    async addClaim(claim, now) {
      const id = await db.transaction(async (trx) => {
        // Claims of one church are made one at a time, so the check for an open one below holds.
        await trx(CHURCHES).where('id', claim.churchId).forUpdate().first('id');
        await trx(CLAIMS)
          .where({ church_id: claim.churchId, claimant_id: claim.claimantId, status: 'pending', method: 'email' })
          .where('expires_at', '<=', now)
          .update({ status: 'expired' });
        const open = await trx(CLAIMS)
          .where({ church_id: claim.churchId, claimant_id: claim.claimantId, status: 'pending' })
          .first('id');
        if (open) return null;
        const [row] = await trx(CLAIMS)
          .insert({
            church_id: claim.churchId,
            claimant_id: claim.claimantId,
            method: claim.method,
            email: claim.email,
            code_hash: claim.codeHash,
            expires_at: claim.expiresAt,
            message: claim.message,
          })
          .returning<Array<{ id: string }>>('id');
        return row!.id;
      });
      return id ? ((await findClaim(id)) ?? null) : null;
    },

    findClaim,

    async listClaimsOf(userId, limit) {
      const rows = await selectClaims(db)
        .where('claim.claimant_id', userId)
        .orderBy([
          { column: 'claim.created_at', order: 'desc' },
          { column: 'claim.id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map(toClaimRecord);
    },

    async listReviewQueue(status, page) {
      const query = selectClaims(db).where({ 'claim.method': 'review', 'claim.status': status });
      // Waiting claims are taken oldest first; decided ones are looked back on newest first.
      const direction = status === 'pending' ? 'asc' : 'desc';
      const order = {
        sortColumn: 'claim.created_at',
        idColumn: 'claim.id',
        direction,
        sortKeyType: 'timestamp',
      } as const;
      return (await keysetPage(query, order, page)).map(toClaimRecord);
    },

    async recordWrongCode(claimId, usedUp) {
      await db(CLAIMS)
        .where({ id: claimId, status: 'pending' })
        .update({
          attempts: db.raw('attempts + 1'),
          ...(usedUp ? { status: 'expired', decided_at: db.fn.now() } : {}),
        });
    },

    async close(claimId, status) {
      return (
        (await db(CLAIMS).where({ id: claimId, status: 'pending' }).update({ status, decided_at: db.fn.now() })) > 0
      );
    },

    async grant(claimId, decision): Promise<GrantOutcome> {
      return db.transaction(async (trx) => {
        const found = await trx(CLAIMS).where('id', claimId).first<{ church_id: string } | undefined>('church_id');
        if (!found) return 'closed';
        // One grant per church at a time, the church locked before any claim (as addClaim does), so two grants
        // never hold each other's rows: the second finds the first one's admin, or its own claim turned down.
        await trx(CHURCHES).where('id', found.church_id).forUpdate().first('id');
        const claim = await trx(CLAIMS)
          .where('id', claimId)
          .forUpdate()
          .first<{ church_id: string; claimant_id: string; status: string } | undefined>();
        if (!claim || claim.status !== 'pending') return 'closed';
        const staffed = await trx(USERS)
          .where('church_id', claim.church_id)
          .whereIn('role', CHURCH_STAFF_ROLES as Role[])
          .first('id');
        if (staffed) return 'claimed';
        const person = await trx(USERS).where('id', claim.claimant_id).forUpdate().first<{ role: Role }>('role');
        await trx(USERS)
          .where('id', claim.claimant_id)
          .update({ church_id: claim.church_id, role: roleAfterClaim(person.role), updated_at: trx.fn.now() });
        await trx(JOIN_REQUESTS).where('user_id', claim.claimant_id).delete();
        await trx(CLAIMS).where('id', claimId).update({
          status: decision.status,
          reviewer_id: decision.reviewerId,
          decided_at: trx.fn.now(),
          code_hash: null,
        });
        await trx(CLAIMS)
          .where({ church_id: claim.church_id, status: 'pending' })
          .whereNot('id', claimId)
          .update({ status: 'rejected', reason: CLAIMED_BY_ANOTHER_REASON, decided_at: trx.fn.now() });
        return 'granted';
      });
    },

    async reject(claimId, { reviewerId, reason }) {
      return (
        (await db(CLAIMS)
          .where({ id: claimId, status: 'pending', method: 'review' })
          .update({ status: 'rejected', reviewer_id: reviewerId, reason, decided_at: db.fn.now() })) > 0
      );
    },
  };
}
