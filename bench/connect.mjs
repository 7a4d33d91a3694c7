// Connect's figures (issue 15). Chat: two connect instances on one database and Redis, 2,000 sockets on each, one
// message at a time to a 200-member group whose members are spread over both — how long until every member's
// socket has it (p95 ≤ 100 ms), whether every one did (100%), and what a socket costs an instance in memory.
// Reminders: 10,000 event reminders due at the same moment, run by both instances' job workers, one of which is
// killed 3 s in — all sent within 60 s, none twice. Sockets and calls go straight to the instances with the
// identity the gateway would sign (the gateway's own cost is the gateway group's). The social feed over 100,000
// posts: bench/social-feed.mjs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { budgets, figure, median } from './measure.mjs';
import { measureSocialFeed } from './social-feed.mjs';

const require = createRequire(import.meta.url);
const WebSocket = require('ws');
const knex = require('knex');
const { signIdentity, IDENTITY_HEADER } = require('@koinonia/service-kit');
const { DEMO_CHURCH, demoAccount, REALTIME_PATH } = require('@koinonia/contracts');

const SOCKETS_PER_INSTANCE = 2_000;
const GROUP_SIZE = 200;
const MESSAGES = 30;
const REMINDERS = 10_000;
const targets = budgets.connect;

/** The bench's people: ids of their own, members of the demo church in connect's copy of who people are. */
const personId = (index) => `b0000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

async function seedPeople(db, count) {
  await db.raw(
    `INSERT INTO connect.people (user_id, church_id, display_name, role, status, changed_at)
     SELECT ('b0000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, ?, 'Bench person ' || n, 'member', 'active', now()
       FROM generate_series(0, ? - 1) AS n
     ON CONFLICT (user_id) DO NOTHING`,
    [DEMO_CHURCH.id, count],
  );
}

function identityOf(keys, userId, role = 'member') {
  const claims = {
    userId,
    role,
    churchId: DEMO_CHURCH.id,
    displayName: `Bench ${userId.slice(-4)}`,
    sessionId: null,
    audience: 'connect',
  };
  return { [IDENTITY_HEADER]: signIdentity(claims, keys.privateKey) };
}

async function call(keys, url, method, path, userId, body, role) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...identityOf(keys, userId, role), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

const rssKB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

function openSocket(keys, url, userId) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
      headers: identityOf(keys, userId),
    });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function measureChat(instances, keys, log) {
  const sockets = [];
  const memoryBefore = instances.map((instance) => rssKB(instance.pid));
  log(`  opening ${SOCKETS_PER_INSTANCE * instances.length} sockets`);
  for (let start = 0; start < SOCKETS_PER_INSTANCE * instances.length; start += 200) {
    const batch = Array.from({ length: 200 }, (_, offset) => start + offset);
    sockets.push(
      ...(await Promise.all(
        batch.map((index) => openSocket(keys, instances[index % instances.length].url, personId(index))),
      )),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // subscriptions settle, garbage is collected
  const memoryPerSocketKB = median(
    instances.map((instance, index) => (rssKB(instance.pid) - memoryBefore[index]) / SOCKETS_PER_INSTANCE),
  );

  // Members 0..199 alternate between the instances, as their sockets do; member 0 writes.
  const members = Array.from({ length: GROUP_SIZE }, (_, index) => personId(index));
  const group = await call(keys, instances[0].url, 'POST', '/api/conversations', members[0], {
    kind: 'group',
    title: 'Bench choir',
    memberIds: members.slice(1),
  });
  const conversationId = group.conversation?.id ?? group.id;
  const sentAt = new Map();
  const latencies = [];
  let delivered = 0;
  for (const socket of sockets.slice(1, GROUP_SIZE)) {
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString());
      if (event.type !== 'message' || event.conversationId !== conversationId) return;
      const started = sentAt.get(event.message.body);
      if (started === undefined) return;
      delivered += 1;
      latencies.push(performance.now() - started);
    });
  }
  log(`  ${MESSAGES} messages to a group of ${GROUP_SIZE} over both instances`);
  for (let index = 0; index < MESSAGES; index += 1) {
    const body = `Bench message ${index}`;
    sentAt.set(body, performance.now());
    await call(
      keys,
      instances[index % instances.length].url,
      'POST',
      `/api/conversations/${conversationId}/messages`,
      members[0],
      { body },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const socket of sockets) socket.terminate();
  const expected = MESSAGES * (GROUP_SIZE - 1);
  return [
    figure({
      name: `chat: p95 delivery to a ${GROUP_SIZE}-member group over 2 instances (ms)`,
      value: percentile(latencies, 95),
      unit: 'ms',
      target: `≤ ${targets.chatP95Ms}`,
      holds: percentile(latencies, 95) <= targets.chatP95Ms,
    }),
    figure({
      name: 'chat: messages delivered to every member (%)',
      value: (delivered / expected) * 100,
      unit: '%',
      target: '100',
      holds: delivered === expected,
    }),
    figure({
      name: `chat: memory per socket, ${SOCKETS_PER_INSTANCE} per instance (KB)`,
      value: memoryPerSocketKB,
      unit: 'KB',
    }),
  ];
}

async function measureReminders(instances, keys, db, log) {
  const admin = demoAccount('church_admin');
  const startsAt = new Date(Date.now() + 2 * 3_600_000);
  const event = await call(
    keys,
    instances[0].url,
    'POST',
    '/api/events',
    admin.id,
    {
      title: 'Bench vigil',
      description: 'Ten thousand reminders at once.',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      timeZone: 'UTC',
      locations: [{ name: 'Sanctuary', address: '1 Church Lane' }],
      capacity: null,
      questions: [],
    },
    admin.role,
  );
  // The RSVPs and their reminders as the RSVP route writes them (domain.remindersFor), straight into the tables:
  // the figure is the job queue's, and 10,000 answers through one event's lock would measure that lock instead.
  log(`  ${REMINDERS} RSVPs going, each with its reminder due in 15 s`);
  const occurrence = new Date(event.occurrence);
  const dueAt = new Date(Date.now() + 15_000);
  await db.raw(
    `INSERT INTO connect.event_rsvps (event_id, occurrence, user_id, status, reminder_offsets, check_in_code)
     SELECT ?, ?, ('b0000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'going', '[60]', substr(md5(? || n), 1, 16)
       FROM generate_series(0, ? - 1) AS n`,
    [event.id, occurrence, event.id, REMINDERS],
  );
  await db.raw(
    `INSERT INTO connect.jobs (key, name, payload, run_at)
     SELECT 'event-reminder:' || rsvp.event_id || ':' || rsvp.id || ':' || ? || ':60', 'event-reminder',
            jsonb_build_object('eventId', rsvp.event_id, 'rsvpId', rsvp.id, 'occurrence', ?::text, 'offsetMinutes', 60), ?
       FROM connect.event_rsvps AS rsvp WHERE rsvp.event_id = ?`,
    [String(occurrence.getTime()), occurrence.toISOString(), dueAt, event.id],
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt.getTime() - Date.now())));
  // Counted from when they fell due (should writing them have run past that, the time still counts).
  const sinceDue = () => Date.now() - dueAt.getTime();
  const reminders = () =>
    db('connect.notifications')
      .where({ type: 'event' })
      .whereLike('title', 'Reminder: Bench vigil')
      .count({ n: '*' })
      .first();
  setTimeout(() => instances[1].kill(), Math.max(0, 3_000 - sinceDue()));
  let sent = 0;
  let allSentMs = null;
  while (sinceDue() < 120_000) {
    sent = Number((await reminders()).n);
    if (sent >= REMINDERS) {
      allSentMs = sinceDue();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const twice = await db('connect.notifications')
    .where({ type: 'event' })
    .whereLike('title', 'Reminder: Bench vigil')
    .groupBy('user_id')
    .havingRaw('count(*) > 1')
    .select('user_id');
  const seconds = allSentMs === null ? null : allSentMs / 1000;
  return [
    figure({
      name: `reminders: ${REMINDERS} due at once, one worker killed 3 s in, all sent after (s)`,
      value: seconds ?? 120,
      unit: 's',
      target: `≤ ${targets.remindersAllSentSeconds}`,
      holds: seconds !== null && seconds <= targets.remindersAllSentSeconds,
    }),
    figure({
      name: 'reminders: sent / due',
      value: sent,
      unit: 'reminders',
      target: `${REMINDERS}`,
      holds: sent === REMINDERS,
    }),
    figure({
      name: 'reminders: members reminded twice',
      value: twice.length,
      unit: 'members',
      target: '0',
      holds: twice.length === 0,
    }),
  ];
}

export async function measureConnect(stack, context) {
  const { log, benchDatabaseUrl } = context;
  const db = knex({ client: 'pg', connection: benchDatabaseUrl, pool: { min: 0, max: 2 } });
  try {
    await seedPeople(db, Math.max(SOCKETS_PER_INSTANCE * 2, REMINDERS));
    const replica = await stack.startReplica('connect');
    const instances = [{ url: stack.serviceUrls.connect, pid: stack.pids.connect }, replica];
    const chat = await measureChat(instances, stack.keys, log);
    const reminders = await measureReminders(instances, stack.keys, db, log);
    const feed = await measureSocialFeed(stack, db, context);
    return [...chat, ...reminders, ...feed];
  } finally {
    await db.destroy();
  }
}
