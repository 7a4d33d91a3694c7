// Gateway overhead: the prayer wall's first page (an authenticated GET, one indexed query) called on the
// worship service directly, with an identity assertion signed here as the gateway would; through the
// gateway with a session cookie; and through a bare node:http proxy (bench/servers/bare-proxy.mjs), at
// saturation (50 connections), alternating. On two shared cores the gateway's CPU per call is what it
// takes from the services. The target is the gateway's CPU per call against the bare proxy's on the same
// call: the hop itself costs what it costs on the machine (loopback TCP writes are most of it), the
// gateway's own work (sessions, assertions, headers, deadlines, limits) must stay a small share above it.
// Its share of the service's CPU and the throughputs are reported beside it.
import { createRequire } from 'node:module';
import { alternate, budgets, figure, median } from './measure.mjs';
import { benchMember, fixedSession, signIn } from './stack.mjs';

const require = createRequire(import.meta.url);
const { IDENTITY_HEADER, signIdentity } = require('@koinonia/service-kit');

const ROUTE = '/api/prayers?limit=20';

export async function measureGatewayOverhead(stack, { rounds, seconds, log }) {
  const cookie = await signIn(stack.gatewayUrl);
  const cpuOf = { gateway: stack.pids.gateway, worship: stack.pids.worship };
  // A fresh assertion per run: they live 60 s.
  const direct = () => ({
    url: stack.serviceUrls.worship + ROUTE,
    headers: {
      [IDENTITY_HEADER]: signIdentity({ ...fixedSession, sessionId: 'bench', audience: 'worship' }, stack.keys.privateKey),
    },
    connections: 50,
    cpuOf,
  });
  const gateway = () => ({ url: stack.gatewayUrl + ROUTE, headers: { cookie }, connections: 50, cpuOf });
  const bareProxy = () => ({ url: stack.bareProxyUrl + ROUTE, connections: 50, cpuOf: { ...cpuOf, bareProxy: stack.pids.bareProxy } });
  await assertSameAnswer(direct(), gateway());
  await assertSameAnswer(direct(), bareProxy());

  log(`gateway overhead at saturation (${ROUTE}, -c 50), CPU per call of the gateway and the worship service`);
  const result = await alternate({ direct, gateway, 'bare proxy': bareProxy }, { rounds, seconds, log });
  const through = result.gateway;
  const floor = result['bare proxy'];
  // Per round, so that each median is of ratios measured together (the rounds alternate the sides).
  const toService = through.runs.map((run) => run['cpuMs:gateway'] / run['cpuMs:worship']);
  const toFloor = through.runs.map((run, index) => run['cpuMs:gateway'] / floor.runs[index]['cpuMs:bareProxy']);
  for (const [index, run] of through.runs.entries()) {
    log(
      `  CPU per call #${index + 1}: gateway ${run['cpuMs:gateway'].toFixed(3)} ms, bare proxy ${floor.runs[index]['cpuMs:bareProxy'].toFixed(3)} ms, ` +
        `worship ${run['cpuMs:worship'].toFixed(3)} ms; gateway ÷ bare proxy ${toFloor[index].toFixed(2)}, gateway ÷ worship ${toService[index].toFixed(2)}`,
    );
  }
  const target = budgets.gatewayCpuPerCallRatioToBareProxy;
  return [
    figure({
      name: 'gateway: CPU per signed-in proxied call (baseline: a bare node:http proxy on the same call)',
      value: through['cpuMs:gateway'],
      baseline: floor['cpuMs:bareProxy'],
      ratio: median(toFloor),
      unit: 'ms',
      target: `ratio ≤ ${target} (median of ${rounds} rounds)`,
      holds: median(toFloor) <= target && through.non2xx === 0 && floor.non2xx === 0,
    }),
    figure({
      name: 'gateway: CPU per signed-in proxied call (baseline: the worship service on the same call)',
      value: through['cpuMs:gateway'],
      baseline: through['cpuMs:worship'],
      ratio: median(toService),
      unit: 'ms',
    }),
    figure({
      name: 'bare node:http proxy: CPU per call (baseline: the worship service on the same call)',
      value: floor['cpuMs:bareProxy'],
      baseline: floor['cpuMs:worship'],
      unit: 'ms',
    }),
    figure({
      name: 'worship service: CPU per call when called directly',
      value: result.direct['cpuMs:worship'],
      unit: 'ms',
    }),
    figure({
      name: 'gateway: throughput at saturation (-c 50)',
      value: through.requestsPerSecond,
      baseline: result.direct.requestsPerSecond,
      unit: 'req/s',
    }),
  ];
}

/** Both sides must answer the same page, or the ratio compares different work. */
async function assertSameAnswer(direct, gateway) {
  const [a, b] = await Promise.all([direct, gateway].map(async ({ url, headers }) => {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} for ${benchMember.email}`);
    return response.text();
  }));
  if (a !== b) throw new Error('The direct call and the gateway call answered different pages');
}
