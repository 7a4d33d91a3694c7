// Session cost: the same authenticated GET through the same gateway process, once with its session
// (cookie → Redis, rolling expiry) and once on the port where the session is already attached, so no
// session work runs. Then: how many Redis commands static files, the shell page and /remotes.json cost
// a signed-in browser (none is the target), and a public /api route called without a cookie.
import { createRequire } from 'node:module';
import { alternate, figure } from './measure.mjs';
import { signIn } from './stack.mjs';

const require = createRequire(import.meta.url);
const Redis = require('ioredis');

const ROUTE = '/api/prayers?limit=20';
const PROBE_REQUESTS = 100;

export async function measureSessionCost(stack, { rounds, seconds, log, redisUrl }) {
  const cookie = await signIn(stack.gatewayUrl);
  const same = await Promise.all([
    fetch(stack.gatewayUrl + ROUTE, { headers: { cookie } }).then((response) => response.text()),
    fetch(stack.gatewayWithoutSessionsUrl + ROUTE).then((response) => response.text()),
  ]);
  if (same[0] !== same[1]) throw new Error('The gateway with and without sessions answered different pages');

  log(`session cost at saturation (${ROUTE}, -c 50)`);
  const result = await alternate(
    {
      'with session': () => ({ url: stack.gatewayUrl + ROUTE, headers: { cookie }, connections: 50 }),
      'without sessions': () => ({ url: stack.gatewayWithoutSessionsUrl + ROUTE, connections: 50 }),
    },
    { rounds, seconds, log },
  );

  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  try {
    const shellPaths = await staticPaths(stack.gatewayUrl);
    const staticCommands = await redisCommandsDuring(redis, () => probe(stack.gatewayUrl, shellPaths, { cookie }));
    const publicCommands = await redisCommandsDuring(redis, () => probe(stack.gatewayUrl, ['/api/translations/core/en']));
    return [
      figure({
        name: 'session: signed-in GET throughput',
        value: result['with session'].requestsPerSecond,
        baseline: result['without sessions'].requestsPerSecond,
        unit: 'req/s',
        target: 'ratio ≥ 0.60',
        holds: result['with session'].requestsPerSecond / result['without sessions'].requestsPerSecond >= 0.6,
      }),
      figure({
        name: `session: Redis commands for ${PROBE_REQUESTS} static/page requests with a session cookie`,
        value: staticCommands,
        unit: 'commands',
        target: '= 0',
        holds: staticCommands === 0,
      }),
      figure({
        name: `session: Redis commands for ${PROBE_REQUESTS} public /api requests without a cookie`,
        value: publicCommands,
        unit: 'commands',
        target: '= 0',
        holds: publicCommands === 0,
      }),
    ];
  } finally {
    redis.disconnect();
  }
}

/** What a browser asks the gateway for besides /api: the page, its scripts, /remotes.json, a remote's entry. */
async function staticPaths(gatewayUrl) {
  const html = await (await fetch(`${gatewayUrl}/`)).text();
  const scripts = [...html.matchAll(/src="?(\/[^"\s>]+\.js)/g)].map((match) => match[1]);
  const remotes = await (await fetch(`${gatewayUrl}/remotes.json`)).json();
  const manifest = remotes.remotes[0].manifest;
  return ['/', '/prayer-wall', '/remotes.json', ...scripts, manifest, manifest.replace('mf-manifest.json', 'remoteEntry.js')];
}

async function probe(baseUrl, paths, headers = {}) {
  for (let index = 0; index < PROBE_REQUESTS; index += 1) {
    const response = await fetch(baseUrl + paths[index % paths.length], { headers });
    if (response.status >= 400) throw new Error(`${paths[index % paths.length]} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

/** Redis' own count of processed commands around `work`, less the INFO calls that read it. */
async function redisCommandsDuring(redis, work) {
  const processed = async () => Number(/total_commands_processed:(\d+)/.exec(await redis.info('stats'))[1]);
  const before = await processed();
  await work();
  const after = await processed();
  return after - before - 1;
}
