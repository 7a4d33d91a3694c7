// The social feed over 100,000 posts: one member's feed read with keyset pagination, the first page and pages
// deep in it, at a fixed rate from the connect service (called straight, with the identity the gateway would sign,
// as the group's other figures are) and through the gateway, against a bare node:http + pg server running the
// service's own page query (bench/servers/bare-social-feed.mjs). Target: the service's p99 at most 1.5× the bare
// server's, for the first page and for the deep pages, both at the full rate and the baseline within half the
// machine; through the gateway is reported (what the gateway adds is the list group's target).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { alternate, budgets, figure } from './measure.mjs';
import { benchMember, fixedSession, signIn } from './stack.mjs';
import { backendPids } from './database.mjs';

const require = createRequire(import.meta.url);
const { DEMO_CHURCH, demoAccount, encodeCursor } = require('@koinonia/contracts');
const { IDENTITY_HEADER, signIdentity } = require('@koinonia/service-kit');

export const SEEDED_POSTS = 100_000;
const FIXED_RATE = 100;
const DEEP_PAGES = 200;
const BARE_FEED_APPLICATION_NAME = 'koinonia-bench-bare-feed';

/**
 * The demo church's feed in steady use, a minute apart: half to everyone, a quarter to the member's own
 * communities, a quarter to communities the member is not in (the page query must skip those); reactions on a
 * third of the posts and comments on a fifth, so the page's details are real work.
 */
async function seedPosts(db) {
  const leader = demoAccount('leader');
  const mine = (
    await db('connect.community_members as m')
      .join('connect.communities as c', 'c.id', 'm.community_id')
      .where({ 'm.user_id': benchMember.id, 'c.church_id': DEMO_CHURCH.id })
      .select('m.community_id')
  ).map((row) => row.community_id);
  const others = (
    await db('connect.communities')
      .where('church_id', DEMO_CHURCH.id)
      .whereNotIn('id', mine)
      .select('id')
  ).map((row) => row.id);
  if (mine.length === 0 || others.length === 0) throw new Error('The demo church needs communities the member is in and is not in');
  await db.raw(
    `INSERT INTO connect.feed_posts (church_id, community_id, author_id, author_name, body, created_at)
     SELECT ?::uuid,
            CASE WHEN n % 4 = 1 THEN (?::uuid[])[1 + n % ?] WHEN n % 4 = 3 THEN (?::uuid[])[1 + n % ?] END,
            ?::uuid, ?, 'Thank you all for Sunday. Post number ' || n || ': see you at the potluck, bring a friend!',
            now() - make_interval(mins => n)
       FROM generate_series(1, ?::int) AS n`,
    [DEMO_CHURCH.id, mine, mine.length, others, others.length, leader.id, `${leader.firstName} ${leader.lastName}`, SEEDED_POSTS],
  );
  await db.raw(
    `INSERT INTO connect.feed_reactions (post_id, user_id, reaction)
     SELECT p.id, ('b0000000-0000-4000-8000-' || lpad(to_hex(k), 12, '0'))::uuid, (ARRAY['like', 'love', 'pray'])[1 + k % 3]
       FROM (SELECT id, row_number() OVER () AS n FROM connect.feed_posts WHERE church_id = ?) p, generate_series(1, 4) AS k
      WHERE p.n % 3 = 0`,
    [DEMO_CHURCH.id],
  );
  await db.raw(
    `INSERT INTO connect.feed_comments (post_id, author_id, author_name, body)
     SELECT p.id, ('b0000000-0000-4000-8000-' || lpad(to_hex(k), 12, '0'))::uuid, 'Bench member ' || k, 'Amen to that.'
       FROM (SELECT id, row_number() OVER () AS n FROM connect.feed_posts WHERE church_id = ?) p, generate_series(1, 2) AS k
      WHERE p.n % 5 = 0`,
    [DEMO_CHURCH.id],
  );
  for (const table of ['feed_posts', 'feed_reactions', 'feed_comments']) await db.raw(`VACUUM (FREEZE, ANALYZE) connect.${table}`);
  return mine;
}

/** Cursors spread over the member's whole feed (what they may see), so deep pages reach the oldest posts. */
async function feedCursors(db, mine) {
  const { rows } = await db.raw(
    `SELECT created_at, id FROM (
       SELECT created_at, id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS position
         FROM connect.feed_posts
        WHERE church_id = ? AND (community_id IS NULL OR community_id = ANY(?::uuid[]))) seen
      WHERE position % ? = 0 ORDER BY position LIMIT ?`,
    [DEMO_CHURCH.id, mine, Math.floor((SEEDED_POSTS * 3) / 4 / DEEP_PAGES), DEEP_PAGES],
  );
  return rows.map((row) => encodeCursor({ sortKey: row.created_at.toISOString(), id: row.id }));
}

export async function measureSocialFeed(stack, db, { rounds, seconds, log, benchDatabaseUrl }) {
  log(`  ${SEEDED_POSTS} feed posts`);
  const mine = await seedPosts(db);
  const cursors = await feedCursors(db, mine);
  const bareServer = await stack.startBaseline(
    'bench/servers/bare-social-feed.mjs',
    { CHURCH_ID: DEMO_CHURCH.id, READER_ID: benchMember.id, PG_APPLICATION_NAME: BARE_FEED_APPLICATION_NAME },
    '/api/social-feed?limit=1',
  );
  const cookie = await signIn(stack.gatewayUrl);
  const first = ['/api/social-feed?limit=20'];
  const deep = cursors.map((cursor) => `/api/social-feed?limit=20&cursor=${cursor}`);
  await assertSamePages(stack.gatewayUrl, bareServer.url, cookie, [first[0], deep[0], deep[deep.length - 1]]);

  const bare = 'bare node:http + pg';
  const sides = (paths) => ({
    gateway: () => ({ url: stack.gatewayUrl, headers: { cookie }, paths, connections: 50, rate: FIXED_RATE }),
    // A fresh assertion per run: they live 60 s.
    connect: () => ({
      url: stack.serviceUrls.connect,
      headers: { [IDENTITY_HEADER]: signIdentity({ ...fixedSession, sessionId: 'bench', audience: 'connect' }, stack.keys.privateKey) },
      paths,
      connections: 50,
      rate: FIXED_RATE,
    }),
    [bare]: async () => ({
      url: bareServer.url,
      paths,
      connections: 50,
      rate: FIXED_RATE,
      cpuOf: { bare: bareServer.pid, postgres: await backendPids(benchDatabaseUrl, BARE_FEED_APPLICATION_NAME) },
    }),
  });
  log(`  the feed's first page at a fixed ${FIXED_RATE} req/s`);
  const firstRuns = await alternate(sides(first), { rounds, seconds, log });
  log(`  ${deep.length} deep pages in turn at a fixed ${FIXED_RATE} req/s`);
  const deepRuns = await alternate(sides(deep), { rounds, seconds, log });

  const target = budgets.connect.feedP99RatioToBare;
  const halfTheMachine = availableParallelism() / 2;
  const keptUp = (side) => side.requestsPerSecond >= FIXED_RATE * 0.95;
  const pageFigures = (which, runs) => [
    figure({
      name: `feed: ${which} p99 at ${FIXED_RATE} req/s from the connect service, ${SEEDED_POSTS} posts (baseline: bare node:http + pg, the service's page query)`,
      value: runs.connect.p99,
      baseline: runs[bare].p99,
      unit: 'ms',
      target: `ratio ≤ ${target} (median of ${rounds} rounds), both at the full rate, the baseline within half the machine`,
      holds:
        runs.connect.p99 / runs[bare].p99 <= target &&
        keptUp(runs.connect) &&
        keptUp(runs[bare]) &&
        runs.connect.non2xx === 0 &&
        runs[bare]['cores:bare'] + runs[bare]['cores:postgres'] <= halfTheMachine,
    }),
    figure({
      name: `feed: ${which} p99 at ${FIXED_RATE} req/s through the gateway (baseline: bare node:http + pg)`,
      value: runs.gateway.p99,
      baseline: runs[bare].p99,
      unit: 'ms',
    }),
  ];
  return [
    ...pageFigures('first page', firstRuns),
    ...pageFigures(`deep pages (${deep.length} cursors over the whole feed)`, deepRuns),
    figure({
      name: `feed: the bare baseline's CPU at ${FIXED_RATE} req/s, deep pages (its process and PostgreSQL backends)`,
      value: deepRuns[bare]['cores:bare'] + deepRuns[bare]['cores:postgres'],
      unit: 'cores',
      target: `value ≤ ${halfTheMachine} (half of ${availableParallelism()} cores)`,
      holds: deepRuns[bare]['cores:bare'] + deepRuns[bare]['cores:postgres'] <= halfTheMachine,
    }),
    figure({
      name: `feed: non-2xx answers at ${FIXED_RATE} req/s through the gateway`,
      value: firstRuns.gateway.non2xx + deepRuns.gateway.non2xx,
      unit: 'answers',
      target: '= 0',
      holds: firstRuns.gateway.non2xx + deepRuns.gateway.non2xx === 0,
    }),
  ];
}

/** Both sides must read the same posts, or the comparison is of different work. */
async function assertSamePages(gatewayUrl, bareUrl, cookie, paths) {
  for (const path of paths) {
    const [through, bare] = await Promise.all(
      [fetch(gatewayUrl + path, { headers: { cookie } }), fetch(bareUrl + path)].map(async (answer) => {
        const response = await answer;
        if (response.status !== 200) throw new Error(`${path} answered ${response.status} (${response.url})`);
        return (await response.json()).items.map((item) => item.id);
      }),
    );
    if (through.length === 0 || through.join() !== bare.join()) throw new Error(`The gateway and the bare server read different posts for ${path}`);
  }
}
