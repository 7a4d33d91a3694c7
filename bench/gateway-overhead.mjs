// Gateway overhead: the prayer wall's first page (an authenticated GET, one indexed query) called on the
// worship service directly, with an identity assertion signed here as the gateway would, and through the
// gateway with a session cookie — at saturation (50 connections) and at a fixed 1,000 req/s.
import { createRequire } from 'node:module';
import { alternate, figure, loadRun } from './measure.mjs';
import { cpuMillisOf } from './machine-load.mjs';
import { benchMember, fixedSession, signIn } from './stack.mjs';

const require = createRequire(import.meta.url);
const { IDENTITY_HEADER, signIdentity } = require('@koinonia/service-kit');

const ROUTE = '/api/prayers?limit=20';
const FIXED_RATE = 1_000;

export async function measureGatewayOverhead(stack, { rounds, seconds, log }) {
  const cookie = await signIn(stack.gatewayUrl);
  // A fresh assertion per run: they live 60 s.
  const direct = (options) => () => ({
    url: stack.serviceUrls.worship + ROUTE,
    headers: {
      [IDENTITY_HEADER]: signIdentity({ ...fixedSession, sessionId: 'bench', audience: 'worship' }, stack.keys.privateKey),
    },
    ...options,
  });
  const gateway = (options) => () => ({ url: stack.gatewayUrl + ROUTE, headers: { cookie }, ...options });
  await assertSameAnswer(direct()(), gateway()());

  log(`gateway overhead at saturation (${ROUTE}, -c 50)`);
  const saturated = await alternate({ direct: direct({ connections: 50 }), gateway: gateway({ connections: 50 }) }, { rounds, seconds, log });
  log(`gateway overhead at a fixed ${FIXED_RATE} req/s`);
  const fixed = await alternate(
    { direct: direct({ connections: 50, rate: FIXED_RATE }), gateway: gateway({ connections: 50, rate: FIXED_RATE }) },
    { rounds, seconds, log },
  );
  const p99Added = fixed.gateway.p99 - fixed.direct.p99;
  // Where the time goes: CPU each process spent per call over one more saturated run through the gateway.
  const parts = { gateway: stack.pids.gateway, 'worship service': stack.pids.worship };
  const before = Object.fromEntries(Object.entries(parts).map(([name, pid]) => [name, cpuMillisOf(pid)]));
  const costRun = await loadRun({ ...gateway({ connections: 50 })(), seconds });
  const cpuPerCall = Object.entries(parts).map(([name, pid]) => {
    const used = cpuMillisOf(pid);
    return figure({
      name: `${name}: CPU per call through the gateway`,
      value: used === null || before[name] === null ? null : (used - before[name]) / costRun.requests,
      unit: 'ms',
    });
  });
  // A side that could not keep up with the fixed rate has no p99 "at" that rate.
  const keptUp = (side) => side.requestsPerSecond >= FIXED_RATE * 0.95;
  return [
    figure({
      name: 'gateway: throughput at saturation (-c 50)',
      value: saturated.gateway.requestsPerSecond,
      baseline: saturated.direct.requestsPerSecond,
      unit: 'req/s',
      target: 'ratio ≥ 0.80',
      holds: saturated.gateway.requestsPerSecond / saturated.direct.requestsPerSecond >= 0.8 && saturated.gateway.non2xx === 0,
    }),
    figure({
      name: `gateway: p99 at ${FIXED_RATE} req/s`,
      value: fixed.gateway.p99,
      baseline: fixed.direct.p99,
      unit: 'ms',
      target: 'value − baseline ≤ 5 ms, at the full rate',
      holds: p99Added <= 5 && keptUp(fixed.gateway) && keptUp(fixed.direct) && fixed.gateway.non2xx === 0,
    }),
    ...cpuPerCall,
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
