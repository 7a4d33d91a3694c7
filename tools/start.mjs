#!/usr/bin/env node
// npm start: build what is missing (Nx skips what its cache already holds), then run Koinonia on
// http://localhost:8080. Embedded by default; --distributed runs the gateway and each service as its own
// process against DATABASE_URL and REDIS_URL. Flags: --no-build, --port N.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const valueOf = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(valueOf('--port', process.env.PORT ?? 8080));
const dataDir = path.resolve(rootDir, process.env.DATA_DIR ?? '.data');

if (!flag('--no-build')) {
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { startEmbeddedStack, startDistributedStack } = createRequire(import.meta.url)('./dist/index.js');
const seed = process.env.NODE_ENV !== 'production' || process.env.SEED_DEMO === '1';

let stack;
if (flag('--distributed')) {
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  if (!databaseUrl || !redisUrl) {
    console.error('The distributed mode needs DATABASE_URL and REDIS_URL (see README.md).');
    process.exit(1);
  }
  stack = await startDistributedStack({ rootDir, port, databaseUrl, redisUrl, dataDir, remotesFile: process.env.REMOTES_FILE });
} else {
  stack = await startEmbeddedStack({
    rootDir,
    port,
    host: process.env.HOST ?? '127.0.0.1',
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    dataDir,
    seed,
    remotesFile: process.env.REMOTES_FILE,
  });
}
console.log(`\nKoinonia is running at ${stack.url}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.close();
    process.exit(0);
  });
}
