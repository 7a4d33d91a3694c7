#!/usr/bin/env node
// npm test: every check, in the order that fails fastest — lint, typecheck, build, unit and integration
// tests (jest), then the browser tests (Playwright) against the built app. Flags: --skip-e2e, --e2e-only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NODE_ENV: 'test' };

function run(label, command, commandArgs, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: rootDir, stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(`◀ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!args.has('--e2e-only')) {
  run('lint', 'npx', ['eslint', '.']);
  run('typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=static']);
  run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);
  // PGlite loads its WebAssembly through dynamic import, which jest's VM needs this flag for.
  run('jest', 'npx', ['jest', '--ci'], { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' });
}
if (!args.has('--skip-e2e')) {
  run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
}
