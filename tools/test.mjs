#!/usr/bin/env node
// npm test: every check, in the order that fails fastest — lint, typecheck, build, unit and integration
// tests (jest), then the browser tests (Playwright) against the built app — and, at the end, how long
// each phase and the whole run took (CI has 45 minutes; docs/quality.md). Flags: --skip-e2e, --e2e-only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NODE_ENV: 'test' };
const startedAt = Date.now();
const phases = [];

const seconds = (milliseconds) => Math.round(milliseconds / 1000);
const minutes = (milliseconds) => `${Math.floor(seconds(milliseconds) / 60)} min ${String(seconds(milliseconds) % 60).padStart(2, '0')} s`;

function printTimes() {
  console.log('\nnpm test took:');
  for (const phase of phases) console.log(`  ${phase.label.padEnd(10)} ${minutes(phase.milliseconds).padStart(12)}  ${phase.status}`);
  console.log(`  ${'total'.padEnd(10)} ${minutes(Date.now() - startedAt).padStart(12)}`);
}

function run(label, command, commandArgs, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: rootDir, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const status = result.status === 0 ? 'ok' : 'FAILED';
  phases.push({ label, milliseconds: Date.now() - started, status });
  console.log(`◀ ${label}: ${status} in ${seconds(Date.now() - started)} s`);
  if (result.status !== 0) {
    printTimes();
    process.exit(result.status ?? 1);
  }
}

if (!args.has('--e2e-only')) {
  run('lint', 'npx', ['eslint', '.']);
  run('typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=static']);
  run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);
  // PGlite loads its WebAssembly through dynamic import, which jest's VM needs this flag for. --forceExit: a suite
  // that fails before closing its servers must end the run with its failure, not hold CI until its time runs out
  // (seen 2026-11-28: jest "did not exit" for over an hour after two failed suites).
  run('jest', 'npx', ['jest', '--ci', '--forceExit'], { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' });
}
if (!args.has('--skip-e2e')) {
  // With DATABASE_URL and REDIS_URL: every test against the distributed mode, the @smoke ones against the
  // embedded mode, side by side (e2e/playwright.config.ts).
  run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
}
printTimes();
