import pino from 'pino';
import { createTestDatabase, createTestRedis } from '../testing';
import { migrateSchema } from '../database';
import { isInProcessRedis } from '../redis';
import { outboxMigration, recordEvent, type DomainEvent } from './event';
import { startOutboxRelay, type OutboxRelay } from './relay';
import { inProcessTransport, redisStreamsTransport, type EventSubscription, type EventTransport } from './transport';

/**
 * The outbox, its relay and the transport together, on the real PostgreSQL and Redis when DATABASE_URL and
 * REDIS_URL are set (Redis Streams with consumer groups), on PGlite and the in-process stand-ins otherwise.
 */
const logger = pino({ level: 'silent' });
const SCHEMA = 'events_test';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const redis = createTestRedis();
const fastReclaim = { reclaimIdleMs: 100, reclaimEveryMs: 100 };
const transport: EventTransport = isInProcessRedis(redis.redis)
  ? inProcessTransport(redis.redis)
  : redisStreamsTransport(redis.redis, logger, fastReclaim);
const toClose: Array<OutboxRelay | EventSubscription> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, SCHEMA, [outboxMigration('001-outbox', SCHEMA)]);
});
afterAll(async () => {
  for (const closable of toClose) await closable.close();
  await redis.close();
  await database.close();
});

function relay(): OutboxRelay {
  const started = startOutboxRelay({ db: database.db, schema: SCHEMA, transport, logger, pollMs: 50, claimSeconds: 1 });
  toClose.push(started);
  return started;
}

/** A consumer group that records what it handled; `fail` makes its handler throw for matching events. */
async function group(name: string, fail: (event: DomainEvent) => boolean = () => false) {
  const handled: DomainEvent[] = [];
  const subscription = await transport.subscribe(SCHEMA, name, async (event) => {
    if (fail(event)) throw new Error('not now');
    handled.push(event);
  });
  toClose.push(subscription);
  return handled;
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const unsent = async () =>
  Number((await database.db(`${SCHEMA}.outbox_events`).whereNull('sent_at').count({ n: '*' }))[0]!.n);

it('runs on Redis Streams with a real Redis, and in process with the embedded stand-in', () => {
  expect(isInProcessRedis(redis.redis)).toBe(!process.env.REDIS_URL);
});

it('delivers an event written with its change to every group, once each, and marks it sent', async () => {
  const [notifications, analytics] = await Promise.all([group('notifications'), group('analytics')]);
  const outbox = relay();
  await database.db.transaction((trx) =>
    recordEvent(trx, SCHEMA, { type: 'prayer.prayed', payload: { prayerId: 'p1' } }),
  );
  outbox.nudge();
  await until(() => notifications.length === 1 && analytics.length === 1);
  expect(notifications[0]).toEqual({
    id: expect.any(String),
    type: 'prayer.prayed',
    occurredAt: expect.any(String),
    payload: { prayerId: 'p1' },
  });
  expect(analytics[0]!.id).toBe(notifications[0]!.id);
  await outbox.flush();
  expect(await unsent()).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(notifications).toHaveLength(1);
});

it('writes no event when the change rolls back', async () => {
  const before = Number((await database.db(`${SCHEMA}.outbox_events`).count({ n: '*' }))[0]!.n);
  await expect(
    database.db.transaction(async (trx) => {
      await recordEvent(trx, SCHEMA, { type: 'prayer.prayed', payload: { prayerId: 'never' } });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(Number((await database.db(`${SCHEMA}.outbox_events`).count({ n: '*' }))[0]!.n)).toBe(before);
});

it('gives a group that starts later the events written before it', async () => {
  const outbox = relay();
  await recordEvent(database.db, SCHEMA, { type: 'prayer.commented', payload: { prayerId: 'p2' } });
  await outbox.flush();
  const latecomer = await group('moderation');
  await until(() => latecomer.some((event) => event.payload.prayerId === 'p2'));
});

it('delivers again an event whose handler failed, until it succeeds', async () => {
  let refusals = 1;
  const handled = await group('flaky', (event) => event.payload.prayerId === 'p3' && refusals-- > 0);
  const outbox = relay();
  await recordEvent(database.db, SCHEMA, { type: 'prayer.prayed', payload: { prayerId: 'p3' } });
  outbox.nudge();
  await until(() => handled.some((event) => event.payload.prayerId === 'p3'));
  expect(handled.filter((event) => event.payload.prayerId === 'p3')).toHaveLength(1);
});

it('keeps two replicas of a relay from sending the same event twice', async () => {
  const handled = await group('counted');
  const [first, second] = [relay(), relay()];
  await database.db.transaction(async (trx) => {
    for (let n = 0; n < 40; n += 1)
      await recordEvent(trx, SCHEMA, { type: 'prayer.prayed', payload: { prayerId: `batch-${n}` } });
  });
  first.nudge();
  second.nudge();
  await until(() => handled.filter((event) => String(event.payload.prayerId).startsWith('batch-')).length >= 40);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const ids = handled.filter((event) => String(event.payload.prayerId).startsWith('batch-')).map((event) => event.id);
  expect(new Set(ids).size).toBe(40);
  expect(ids).toHaveLength(40);
});
