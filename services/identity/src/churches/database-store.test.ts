import { randomUUID } from 'node:crypto';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { insertUser } from '../store/users';
import { CLAIMED_BY_ANOTHER_REASON, createDatabaseChurchDirectoryStore } from './database-store';
import type { ChurchDirectoryStore, NewClaimRecord } from './store';

let database: { db: Database; close(): Promise<void> };
let store: ChurchDirectoryStore;
const now = new Date();

async function church(name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  await database.db('identity.churches').insert({ id, name, ...fields });
  return id;
}

async function person(
  role: 'member' | 'pastor' | 'koinonia_support' = 'member',
  churchId: string | null = null,
): Promise<string> {
  const id = randomUUID();
  await insertUser(database.db, {
    id,
    email: `${id}@example.org`,
    firstName: 'Pat',
    lastName: 'Person',
    passwordHash: 'x',
    role,
    churchId,
  });
  return id;
}

const reviewClaim = (churchId: string, claimantId: string): NewClaimRecord => ({
  churchId,
  claimantId,
  method: 'review',
  email: null,
  codeHash: null,
  expiresAt: null,
  message: 'I am the pastor of this church.',
});

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'identity', migrations);
  store = createDatabaseChurchDirectoryStore(database.db);
});
afterAll(() => database.close());

describe('the church directory store (PostgreSQL)', () => {
  it('lists listed churches by name whatever their case, with members and staff, and pages without gaps', async () => {
    const alpha = await church('alpha Chapel', { city: 'Zurich' });
    const beta = await church('Beta Church', { city: 'Accra' });
    await church('Hidden Church', { listed: false });
    await person('member', alpha);
    await person('pastor', beta);
    const first = await store.listDirectory({ after: null, limit: 1 });
    expect(first.map((record) => record.name)).toEqual(['alpha Chapel']);
    expect(first[0]).toMatchObject({ memberCount: 1, hasStaff: false, city: 'Zurich' });
    const next = await store.listDirectory({ after: { sortKey: first[0]!.sortName, id: first[0]!.id }, limit: 5 });
    expect(next.map((record) => record.name)).toEqual(['Beta Church']);
    expect(next[0]).toMatchObject({ hasStaff: true, memberCount: 1 });
    expect((await store.listDirectory({ after: null, limit: 5, q: 'accra' })).map((record) => record.id)).toEqual([
      beta,
    ]);
    expect(await store.listDirectory({ after: null, limit: 5, q: 'hidden' })).toEqual([]);
  });

  it('keeps one open claim per person per church, even when two arrive at once', async () => {
    const churchId = await church('Gamma Church');
    const claimant = await person();
    const both = await Promise.all([
      store.addClaim(reviewClaim(churchId, claimant), now),
      store.addClaim(reviewClaim(churchId, claimant), now),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await store.pendingClaimChurchIds(claimant, [churchId], now)).toEqual(new Set([churchId]));
  });

  it('grants a church once: the claimant becomes its admin, and the rival claim is turned down', async () => {
    const churchId = await church('Delta Church');
    const [first, second] = [await person(), await person()];
    await database.db('identity.church_join_requests').insert({ user_id: first, church_id: churchId });
    const claims = [
      await store.addClaim(reviewClaim(churchId, first), now),
      await store.addClaim(reviewClaim(churchId, second), now),
    ];
    const outcomes = await Promise.all(
      claims.map((claim) => store.grant(claim!.id, { status: 'approved', reviewerId: null })),
    );
    // The one that waited finds its claim turned down.
    expect(outcomes.filter((outcome) => outcome === 'granted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'granted')).toEqual(['closed']);
    const admins = await database.db('identity.users').where({ church_id: churchId, role: 'church_admin' });
    expect(admins).toHaveLength(1);
    const loser = claims.find((claim) => claim!.claimantId !== admins[0].id)!;
    expect(await store.findClaim(loser.id)).toMatchObject({ status: 'rejected', reason: CLAIMED_BY_ANOTHER_REASON });
    if (admins[0].id === first)
      expect(await database.db('identity.church_join_requests').where({ user_id: first })).toEqual([]);
    expect((await store.findChurch(churchId))!.hasStaff).toBe(true);
  });

  it('does not grant a church that has staff by now', async () => {
    const churchId = await church('Epsilon Church');
    const claim = await store.addClaim(reviewClaim(churchId, await person()), now);
    await person('pastor', churchId);
    expect(await store.grant(claim!.id, { status: 'approved', reviewerId: null })).toBe('claimed');
  });

  it('closes a code claim after its last wrong try, and lists review claims oldest first', async () => {
    const churchId = await church('Zeta Church');
    const claimant = await person();
    const claim = await store.addClaim(
      {
        ...reviewClaim(churchId, claimant),
        method: 'email',
        email: 'a@zeta.example.org',
        codeHash: 'f'.repeat(64),
        expiresAt: new Date(Date.now() + 60_000),
        message: null,
      },
      now,
    );
    await store.recordWrongCode(claim!.id, false);
    expect(await store.findClaim(claim!.id)).toMatchObject({ attempts: 1, status: 'pending' });
    await store.recordWrongCode(claim!.id, true);
    expect(await store.findClaim(claim!.id)).toMatchObject({ attempts: 2, status: 'expired' });
    const queue = await store.listReviewQueue('pending', { after: null, limit: 100 });
    const times = queue.map((record) => record.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(queue.every((record) => record.method === 'review')).toBe(true);
  });
});
