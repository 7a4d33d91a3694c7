// How every server figure is measured: autocannon against a loopback URL, each side run in turn
// (A, B, A, B, …) so drift on the machine falls on both, and the median of each side reported.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { cpuMillisOf } from './machine-load.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** The targets: bench/budgets.json, which the bundle budgets test reads too. */
export const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/**
 * One load run. Without `rate`: saturation, autocannon with `connections` callers. With `rate`: an open
 * loop at that many requests per second, evenly spaced (see fixedRateRun). `paths` cycles through several
 * paths of one host. `cpuOf` ({ part: pid or [pids] }) adds `cpuMs:<part>`, the CPU time those processes
 * used per request served, and `cores:<part>`, their average use in cores over the run.
 */
export async function loadRun({ cpuOf = {}, ...options }) {
  const pidsOf = (part) => [cpuOf[part]].flat();
  const cpuNow = () => new Map(Object.keys(cpuOf).flatMap(pidsOf).map((pid) => [pid, cpuMillisOf(pid)]));
  const before = cpuNow();
  const started = performance.now();
  const run = options.rate ? await fixedRateRun(options) : await saturationRun(options);
  const elapsedMs = performance.now() - started;
  const after = cpuNow();
  // A process that ended during the run (a pooled connection's backend) counts for nothing: no /proc entry.
  const usedMs = (part) => pidsOf(part).reduce((sum, pid) => sum + (after.get(pid) ?? before.get(pid) ?? 0) - (before.get(pid) ?? 0), 0);
  const cpu = {};
  for (const part of Object.keys(cpuOf)) {
    cpu[`cpuMs:${part}`] = usedMs(part) / run.requests;
    cpu[`cores:${part}`] = usedMs(part) / elapsedMs;
  }
  return { ...run, ...cpu };
}

async function saturationRun({ url, headers = {}, paths, connections = 50, seconds, rate }) {
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET', path })) } : {}),
  });
  const requests = result.requests.total;
  return {
    requestsPerSecond: requests / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    requests,
  };
}

const TICK_MS = 2;

/**
 * A fixed arrival rate, spaced evenly (a few requests every 2 ms), over at most `connections` keep-alive
 * sockets. autocannon's own rate limit sends each connection's quota for the second in one burst, so its
 * p99 measures draining that burst; here each latency counts from when the request was due, so time
 * spent queued behind a slow server is counted too (no coordinated omission).
 */
async function fixedRateRun({ url, headers = {}, paths = [''], connections = 50, seconds, rate }) {
  const base = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let non2xx = 0;
  let sent = 0;
  const inFlight = new Set();
  const send = (due) => {
    const path = base.pathname.replace(/\/$/, '') + paths[sent % paths.length] + base.search;
    sent += 1;
    const done = new Promise((resolve) => {
      const call = request({ host: base.hostname, port: base.port, path, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode < 200 || response.statusCode >= 300) non2xx += 1;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      call.on('error', () => {
        non2xx += 1;
        resolve();
      });
      call.end();
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  };
  const started = performance.now();
  const total = rate * seconds;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      const dueCount = Math.min(total, Math.floor(((now - started) / 1000) * rate));
      while (sent < dueCount) send(started + (sent / rate) * 1000);
      if (sent >= total) resolve();
      else setTimeout(tick, TICK_MS);
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const percentile = (share) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0) * 10) / 10;
  return { requestsPerSecond: latencies.length / elapsedSeconds, p50: percentile(0.5), p99: percentile(0.99), non2xx, requests: sent };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Runs each side `rounds` times, alternating, after one short warm-up of each; returns, per side, the
 * median of every numeric field and the runs themselves. `sides` maps a name to () => loadRun options.
 */
export async function alternate(sides, { rounds, seconds, warmupSeconds = 2, log = () => {} }) {
  const names = Object.keys(sides);
  for (const name of names) await loadRun({ ...(await sides[name]()), seconds: warmupSeconds });
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const name of names) {
      const run = await loadRun({ ...(await sides[name]()), seconds });
      runs[name].push(run);
      log(`  ${name} #${round}: ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.p99} ms, non-2xx ${run.non2xx}`);
    }
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        ...Object.fromEntries(Object.keys(runs[name][0]).map((key) => [key, median(runs[name].map((run) => run[key]))])),
        // Failures are counted over every run, not as a median.
        non2xx: runs[name].reduce((sum, run) => sum + run.non2xx, 0),
        runs: runs[name],
      },
    ]),
  );
}

/** One row of report.json. `holds` is null for a figure reported for information, without a target. */
export function figure({ name, value, unit, baseline = null, ratio = baseline ? value / baseline : null, target = null, holds = null }) {
  const round = (number) => (number === null || number === undefined ? null : Math.round(number * 1000) / 1000);
  return { name, value: round(value), unit, baseline: round(baseline), ratio: round(ratio), target, holds };
}
