// A realistic list endpoint: the prayer wall over 100,000 rows, read with keyset pagination (the first
// page and pages deep in the wall, in turn) at a fixed rate through the gateway, from the worship service
// directly, and from a bare node:http + pg server reading the same rows; and at saturation, for the
// throughput ratio. The target is what the gateway hop adds to the tail: p99 through the gateway at most
// 1.5× the service's own p99 at the same rate. Against the bare server it is reported: that gap is the
// service's framework (Express, validation, knex, identity) plus the hop, at a rate the bare server
// serves with at most half the machine (its process and its PostgreSQL backends together).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { alternate, budgets, figure } from './measure.mjs';
import { BARE_APPLICATION_NAME, fixedSession, signIn } from './stack.mjs';
import { backendPids, SEEDED_PRAYERS, wallCursors } from './database.mjs';

const require = createRequire(import.meta.url);
const { IDENTITY_HEADER, signIdentity } = require('@koinonia/service-kit');

const FIXED_RATE = 500;

export async function measureListEndpoint(stack, { rounds, seconds, log, benchDatabaseUrl }) {
  const cookie = await signIn(stack.gatewayUrl);
  const cursors = await wallCursors(benchDatabaseUrl);
  const paths = ['/api/prayers?limit=20', ...cursors.map((cursor) => `/api/prayers?limit=20&cursor=${cursor}`)];
  const bare = 'bare node:http + pg';
  const sides = (options) => ({
    gateway: () => ({ url: stack.gatewayUrl, headers: { cookie }, paths, ...options }),
    'bare proxy': () => ({ url: stack.bareProxyUrl, paths, ...options }),
    // A fresh assertion per run: they live 60 s.
    direct: () => ({
      url: stack.serviceUrls.worship,
      headers: { [IDENTITY_HEADER]: signIdentity({ ...fixedSession, sessionId: 'bench', audience: 'worship' }, stack.keys.privateKey) },
      paths,
      ...options,
    }),
    // Its pool opens connections as load needs them: looked up again before each run.
    [bare]: async () => ({
      url: stack.bareUrl,
      paths,
      cpuOf: { bare: stack.pids.bare, postgres: await backendPids(benchDatabaseUrl, BARE_APPLICATION_NAME) },
      ...options,
    }),
  });

  await assertSamePages(stack, cookie, [paths[0], paths[1], paths[paths.length - 1]]);

  log(`list endpoint at a fixed ${FIXED_RATE} req/s (${SEEDED_PRAYERS} prayers, ${paths.length} pages in turn)`);
  const fixed = await alternate(sides({ connections: 50, rate: FIXED_RATE }), { rounds, seconds, log });
  log('list endpoint at saturation (-c 50)');
  const saturated = await alternate(sides({ connections: 50 }), { rounds, seconds, log });
  const gateway = fixed.gateway;
  const direct = fixed.direct;
  const baseline = fixed[bare];
  const baselineCores = baseline['cores:bare'] + baseline['cores:postgres'];
  const halfTheMachine = availableParallelism() / 2;
  const ratioTarget = budgets.listP99RatioToService;
  // At the full rate: a side that fell behind it did not serve FIXED_RATE req/s.
  const keptUp = (side) => side.requestsPerSecond >= FIXED_RATE * 0.95;
  return [
    figure({
      name: `list: prayer wall p99 at ${FIXED_RATE} req/s through the gateway (baseline: the worship service called directly)`,
      value: gateway.p99,
      baseline: direct.p99,
      unit: 'ms',
      target: `ratio ≤ ${ratioTarget} (median of ${rounds} rounds), both at the full rate`,
      holds: gateway.p99 / direct.p99 <= ratioTarget && keptUp(gateway) && keptUp(direct) && direct.non2xx === 0,
    }),
    figure({
      name: `list: prayer wall p99 at ${FIXED_RATE} req/s through a bare node:http proxy (baseline: the worship service called directly)`,
      value: fixed['bare proxy'].p99,
      baseline: direct.p99,
      unit: 'ms',
    }),
    figure({
      name: `list: prayer wall p99 at ${FIXED_RATE} req/s through the gateway (baseline: bare node:http + pg)`,
      value: gateway.p99,
      baseline: baseline.p99,
      unit: 'ms',
    }),
    figure({
      name: `list: the bare baseline's CPU at ${FIXED_RATE} req/s (its process and PostgreSQL backends)`,
      value: baselineCores,
      unit: 'cores',
      target: `value ≤ ${halfTheMachine} (half of ${availableParallelism()} cores)`,
      holds: baselineCores <= halfTheMachine && keptUp(baseline) && baseline.non2xx === 0,
    }),
    figure({
      name: `list: non-2xx answers at ${FIXED_RATE} req/s`,
      value: gateway.non2xx,
      baseline: baseline.non2xx,
      ratio: null,
      unit: 'answers',
      target: '= 0',
      holds: gateway.non2xx === 0,
    }),
    figure({
      name: 'list: prayer wall throughput at saturation (-c 50)',
      value: saturated.gateway.requestsPerSecond,
      baseline: saturated[bare].requestsPerSecond,
      unit: 'req/s',
    }),
  ];
}

/** Both sides must read the same rows (first page and deep pages), or the comparison is of different work. */
async function assertSamePages(stack, cookie, paths) {
  for (const path of paths) {
    const [gateway, bare] = await Promise.all(
      [fetch(stack.gatewayUrl + path, { headers: { cookie } }), fetch(stack.bareUrl + path)].map(async (answer) => {
        const response = await answer;
        if (response.status !== 200) throw new Error(`${path} answered ${response.status} (${response.url})`);
        return (await response.json()).items.map((item) => item.id);
      }),
    );
    if (gateway.length === 0 || gateway.join() !== bare.join()) throw new Error(`The gateway and the bare server read different rows for ${path}`);
  }
}
