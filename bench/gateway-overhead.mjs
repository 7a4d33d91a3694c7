// Gateway overhead: the prayer wall's first page (an authenticated GET, one indexed query) called on the
// worship service directly, with an identity assertion signed here as the gateway would, and through the
// gateway with a session cookie, at saturation (50 connections), alternating. The target is CPU: on two
// shared cores the gateway's CPU per call is what it takes from the services, so it must stay a small
// share of what the owning service spends on the same call. Throughput is reported beside it.
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
  await assertSameAnswer(direct(), gateway());

  log(`gateway overhead at saturation (${ROUTE}, -c 50), CPU per call of the gateway and the worship service`);
  const result = await alternate({ direct, gateway }, { rounds, seconds, log });
  const through = result.gateway;
  // Per round, so that the median is of ratios measured together.
  const cpuRatio = (run) => run['cpuMs:gateway'] / run['cpuMs:worship'];
  const ratios = through.runs.map(cpuRatio);
  for (const [index, run] of through.runs.entries()) {
    log(`  CPU per call #${index + 1}: gateway ${run['cpuMs:gateway'].toFixed(3)} ms, worship ${run['cpuMs:worship'].toFixed(3)} ms, ratio ${ratios[index].toFixed(2)}`);
  }
  const medianRatio = median(ratios);
  const target = budgets.gatewayCpuPerCallRatioToService;
  return [
    figure({
      name: 'gateway: CPU per signed-in proxied call (baseline: the worship service on the same call)',
      value: through['cpuMs:gateway'],
      baseline: through['cpuMs:worship'],
      ratio: medianRatio,
      unit: 'ms',
      target: `ratio ≤ ${target} (median of ${rounds} rounds)`,
      holds: medianRatio <= target && through.non2xx === 0,
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
