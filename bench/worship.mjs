// Worship's figures. The Bible search over both translations (31,102 verses each), at a fixed rate
// through the gateway, next to a bare node:http + pg server running the service's own query
// (bench/servers/bare-bible-search.mjs): p99 at most 1.5× the bare server's, at a rate the bare server
// serves with at most half the machine. And the most frequent call, a chapter read: what it costs the
// gateway and the service per call (the service keeps the chapters read in memory), and that it is
// answered cacheable, so a browser reads each chapter once a day.
import { availableParallelism } from 'node:os';
import { alternate, budgets, figure } from './measure.mjs';
import { BARE_SEARCH_APPLICATION_NAME, signIn } from './stack.mjs';
import { backendPids } from './database.mjs';

// About a third of the machine for the bare server: a search is mostly PostgreSQL's work (ranking every
// match, marking the page), some 5 ms of it per call here.
const FIXED_RATE = 80;
// Warmed by about as many calls as the other groups' 2 s at their rates (some 800): at 80 req/s, 2 s is 160 calls,
// 8 per search, and left the service's compiled code and its pool's connections cold into the first measured
// rounds (gateway p99 50, then 36, then 24 ms, while the bare server's stayed at 20).
const WARMUP_SECONDS = 10;
const SEARCHES = [
  'shepherd',
  'love one another',
  'faith hope',
  'light of the world',
  'kingdom of heaven',
  'forgive',
  'peace',
  'mercy',
  'bread of life',
  'still waters',
];
const CHAPTERS = ['JHN/3', 'PSA/23', 'GEN/1', 'ROM/8', 'MAT/5', 'PSA/119', '1CO/13', 'ISA/53'];

export async function measureWorship(stack, { rounds, seconds, log, benchDatabaseUrl }) {
  const cookie = await signIn(stack.gatewayUrl);
  const searchPaths = ['web', 'kjv'].flatMap((translation) =>
    SEARCHES.map((words) => `/api/bible/${translation}/search?q=${encodeURIComponent(words)}&limit=20`),
  );
  await assertSameResults(stack, cookie, searchPaths.slice(0, 3));
  const bare = 'bare node:http + pg';
  const searchSides = (options) => ({
    gateway: () => ({ url: stack.gatewayUrl, headers: { cookie }, paths: searchPaths, ...options }),
    [bare]: async () => ({
      url: stack.bareBibleSearchUrl,
      paths: searchPaths,
      cpuOf: {
        bare: stack.pids.bareBibleSearch,
        postgres: await backendPids(benchDatabaseUrl, BARE_SEARCH_APPLICATION_NAME),
      },
      ...options,
    }),
  });
  log(`Bible search at a fixed ${FIXED_RATE} req/s (${searchPaths.length} searches in turn, both translations)`);
  const fixed = await alternate(searchSides({ connections: 50, rate: FIXED_RATE }), {
    rounds,
    seconds,
    warmupSeconds: WARMUP_SECONDS,
    log,
  });

  const chapterPaths = ['web', 'kjv'].flatMap((translation) =>
    CHAPTERS.map((chapter) => `/api/bible/${translation}/${chapter}`),
  );
  const cacheControl = (await fetch(stack.gatewayUrl + chapterPaths[0], { headers: { cookie } })).headers.get(
    'cache-control',
  );
  log('chapter reads at saturation (-c 50), CPU per call');
  const chapters = await alternate(
    {
      gateway: () => ({
        url: stack.gatewayUrl,
        headers: { cookie },
        paths: chapterPaths,
        connections: 50,
        cpuOf: { gateway: stack.pids.gateway, worship: stack.pids.worship },
      }),
    },
    { rounds, seconds, log },
  );

  const gateway = fixed.gateway;
  const baseline = fixed[bare];
  const baselineCores = baseline['cores:bare'] + baseline['cores:postgres'];
  const halfTheMachine = availableParallelism() / 2;
  const keptUp = (side) => side.requestsPerSecond >= FIXED_RATE * 0.95;
  const target = budgets.bibleSearchP99RatioToBare;
  return [
    figure({
      name: `worship: Bible search p99 at ${FIXED_RATE} req/s through the gateway (baseline: bare node:http + pg, same query)`,
      value: gateway.p99,
      baseline: baseline.p99,
      unit: 'ms',
      target: `ratio ≤ ${target} (median of ${rounds} rounds), both at the full rate, the baseline within half the machine`,
      holds:
        gateway.p99 / baseline.p99 <= target &&
        keptUp(gateway) &&
        keptUp(baseline) &&
        gateway.non2xx === 0 &&
        baselineCores <= halfTheMachine,
    }),
    figure({
      name: `worship: the bare search baseline's CPU at ${FIXED_RATE} req/s (its process and PostgreSQL backends)`,
      value: baselineCores,
      unit: 'cores',
      target: `value ≤ ${halfTheMachine} (half of ${availableParallelism()} cores)`,
      holds: baselineCores <= halfTheMachine,
    }),
    figure({
      name: 'worship: chapter read, CPU per call in the worship service (chapters kept in memory)',
      value: chapters.gateway['cpuMs:worship'],
      unit: 'ms',
    }),
    figure({
      name: 'worship: chapter read, CPU per call in the gateway',
      value: chapters.gateway['cpuMs:gateway'],
      unit: 'ms',
    }),
    figure({
      name: 'worship: chapter read answered cacheable (Cache-Control)',
      value: cacheControl === 'public, max-age=86400' ? 1 : 0,
      unit: cacheControl ?? 'none',
      target: '= public, max-age=86400',
      holds: cacheControl === 'public, max-age=86400',
    }),
    figure({
      name: 'worship: chapter reads at saturation (-c 50)',
      value: chapters.gateway.requestsPerSecond,
      unit: 'req/s',
    }),
  ];
}

/** Both sides must find the same verses, or the comparison is of different work. */
async function assertSameResults(stack, cookie, paths) {
  for (const path of paths) {
    const [through, bare] = await Promise.all(
      [fetch(stack.gatewayUrl + path, { headers: { cookie } }), fetch(stack.bareBibleSearchUrl + path)].map(
        async (answer) => {
          const response = await answer;
          if (response.status !== 200) throw new Error(`${path} answered ${response.status} (${response.url})`);
          return JSON.stringify((await response.json()).items);
        },
      ),
    );
    if (through !== bare || through === '[]')
      throw new Error(`The gateway and the bare server found different verses for ${path}`);
  }
}
