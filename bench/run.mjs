#!/usr/bin/env node
// npm run bench: builds what is missing, starts the bench stack on its own database, measures each group
// of figures (groups.mjs) side by side with its baseline (alternating runs, medians), writes
// bench/report.md and bench/report.json, prints the summary and exits 1 when a target does not hold.
// Needs DATABASE_URL and REDIS_URL (real PostgreSQL and Redis).
// Flags: --only <group>[,<group>] · --rounds N (3) · --seconds N (5) · --no-build · --list
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Only modules that load no workspace package are imported here, before the build: the rest load
// @koinonia/contracts, service-kit and tools/dist from their dist/ folders, which a fresh checkout lacks
// until it is built (groups.mjs imports each group's module when it runs).
import { benchGroups, selectGroups } from './groups.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(benchDir, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const log = (line) => console.log(line);

if (args.includes('--list')) {
  for (const group of benchGroups) log(`${group.name.padEnd(10)} ${group.summary}`);
  process.exit(0);
}
let groups;
try {
  groups = selectGroups(option('only'));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const rounds = Number(option('rounds', 3));
const seconds = Number(option('seconds', 5));

const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
if (!databaseUrl || !redisUrl) {
  console.error(
    'npm run bench needs DATABASE_URL and REDIS_URL (a real PostgreSQL and Redis; the embedded stand-ins would\n' +
      'measure PGlite and an in-process Redis, not Koinonia). For example:\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench\n' +
      'The bench makes its own database (koinonia_bench) and Redis database (15); it never touches others.',
  );
  process.exit(2);
}
// Sessions and throttle counters of the bench go to a Redis database of their own.
const benchRedis = new URL(redisUrl);
benchRedis.pathname = `/${process.env.BENCH_REDIS_DB ?? 15}`;

if (!args.includes('--no-build')) {
  log('▶ build (Nx reuses what its cache holds)');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    cwd: rootDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { benchDatabaseUrl, recreateBenchDatabase, seedPrayers, SEEDED_PRAYERS } = await import('./database.mjs');
const { startBenchStack } = await import('./stack.mjs');
const { summaryTable, writeReport } = await import('./report.mjs');
const { watchOtherLoad } = await import('./machine-load.mjs');

let singleBundleDir;
if (groups.some((group) => group.needsSingleBundle)) {
  log('▶ single-bundle build (Module Federation off) → bench/dist/single');
  const { buildSingleBundle } = await import('./single-bundle/build.mjs');
  singleBundleDir = await buildSingleBundle();
}

log(`▶ bench database ${new URL(benchDatabaseUrl(databaseUrl)).pathname.slice(1)} and the stack`);
const benchUrl = await recreateBenchDatabase(databaseUrl);
const profile = (script) => (process.env.BENCH_CPU_PROF && script.includes(process.env.BENCH_CPU_PROF) ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []);
const stack = await startBenchStack({ rootDir, databaseUrl: benchUrl, redisUrl: benchRedis.toString(), singleBundleDir, profile });
const figures = [];
const otherLoad = watchOtherLoad();
let otherCores;
try {
  await seedPrayers(benchUrl);
  const context = { rounds, seconds, log, redisUrl: benchRedis.toString(), benchDatabaseUrl: benchUrl, rootDir, singleBundleDir };
  for (const group of groups) {
    log(`▶ ${group.name}: ${group.summary}`);
    const measure = await group.load();
    figures.push(...(await measure(stack, context)));
  }
} finally {
  // Let the last run's in-flight requests finish before the services stop.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await stack.close();
  otherCores = otherLoad.stop();
}
const busyNote =
  otherCores === null
    ? 'Other work on the machine was not measured (no /proc).'
    : `Other work on the machine (not the bench, its servers, PostgreSQL or Redis) took ${otherCores.toFixed(2)} cores on average during the run${otherCores > 0.1 ? ': the figures are skewed; run again on a quiet machine' : ''}.`;

writeReport(benchDir, figures, {
  settings: `Groups: ${groups.map((group) => group.name).join(', ')}. Medians of ${rounds} alternating runs per side, ${seconds} s each (after a 2 s warm-up of each).`,
  notes: [
    'Each service, the gateway and the bare baseline run as separate Node processes on loopback, as in the distributed mode; the load comes from the bench process — autocannon at saturation, an evenly spaced open loop at a fixed rate (latency counted from when each request was due) — and PostgreSQL and Redis are the real ones (database koinonia_bench, Redis database 15). Request logs are off on every side (LOG_LEVEL=warn).',
    `The list endpoint reads ${SEEDED_PRAYERS.toLocaleString('en')} prayers of one church, cycling through the first page and 200 keyset cursors spread over the wall.`,
    'Front-end figures: headless Chromium with 4× CPU slowdown and 40 ms RTT, a cold cache per load; "single" is the same app built without Module Federation (remotes as local lazy chunks), served by the same gateway code. JS bytes are each script response, as decoded, gzipped at level 6 here (the gateway sends the brotli copies the builds wrote, which are smaller still).',
    'A figure whose holds is "info" has no target: it is reported for comparison. Targets are read from bench/budgets.json.',
    busyNote,
  ],
});
log(`\n${summaryTable(figures)}\n\n${busyNote}`);
log(`Wrote ${path.relative(process.cwd(), path.join(benchDir, 'report.md'))} and report.json`);
const failed = figures.filter((row) => row.holds === false);
if (failed.length > 0) {
  console.error(`\n${failed.length} target${failed.length === 1 ? '' : 's'} not held: ${failed.map((row) => row.name).join('; ')}`);
  process.exitCode = 1;
}
