// A realistic list endpoint: the prayer wall over 100,000 rows, read through the gateway with keyset
// pagination (the first page and pages deep in the wall, in turn) at a fixed 500 req/s, next to a bare
// node:http + pg server reading the same rows; and both at saturation, for the throughput ratio.
import { alternate, figure } from './measure.mjs';
import { signIn } from './stack.mjs';
import { SEEDED_PRAYERS, wallCursors } from './database.mjs';

const FIXED_RATE = 500;
const P99_TARGET_MS = 50;

export async function measureListEndpoint(stack, { rounds, seconds, log, benchDatabaseUrl }) {
  const cookie = await signIn(stack.gatewayUrl);
  const cursors = await wallCursors(benchDatabaseUrl);
  const paths = ['/api/prayers?limit=20', ...cursors.map((cursor) => `/api/prayers?limit=20&cursor=${cursor}`)];
  const sides = (options) => ({
    gateway: () => ({ url: stack.gatewayUrl, headers: { cookie }, paths, ...options }),
    'bare node:http + pg': () => ({ url: stack.bareUrl, paths, ...options }),
  });

  log(`list endpoint at a fixed ${FIXED_RATE} req/s (${SEEDED_PRAYERS} prayers, ${paths.length} pages in turn)`);
  const fixed = await alternate(sides({ connections: 50, rate: FIXED_RATE }), { rounds, seconds, log });
  log('list endpoint at saturation (-c 50)');
  const saturated = await alternate(sides({ connections: 50 }), { rounds, seconds, log });
  const gateway = fixed.gateway;
  return [
    figure({
      name: `list: prayer wall p99 at ${FIXED_RATE} req/s`,
      value: gateway.p99,
      baseline: fixed['bare node:http + pg'].p99,
      unit: 'ms',
      target: `value ≤ ${P99_TARGET_MS} ms, at the full rate`,
      // At the full rate: a side that fell behind it did not serve 500 req/s.
      holds: gateway.p99 <= P99_TARGET_MS && gateway.requestsPerSecond >= FIXED_RATE * 0.95,
    }),
    figure({
      name: `list: non-2xx answers at ${FIXED_RATE} req/s`,
      value: gateway.non2xx,
      baseline: fixed['bare node:http + pg'].non2xx,
      ratio: null,
      unit: 'answers',
      target: '= 0',
      holds: gateway.non2xx === 0,
    }),
    figure({
      name: 'list: prayer wall throughput at saturation (-c 50)',
      value: saturated.gateway.requestsPerSecond,
      baseline: saturated['bare node:http + pg'].requestsPerSecond,
      unit: 'req/s',
    }),
  ];
}
