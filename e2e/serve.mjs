#!/usr/bin/env node
// Starts the built app for the browser tests: `node e2e/serve.mjs embedded|distributed PORT`. Each run
// gets a fresh database (on the real PostgreSQL when DATABASE_URL is set), a fresh Redis database (on the
// real Redis when REDIS_URL is set) and a fresh data folder, and serves a remotes.json the tests may edit
// (e2e/.runtime/<mode>-<port>/remotes.json).
import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [mode = 'embedded', portText = '8181'] = process.argv.slice(2);
const port = Number(portText);
const dataDir = path.join(rootDir, 'e2e', '.runtime', `${mode}-${port}`);
rmSync(dataDir, { recursive: true, force: true });
// Mail goes to files the browser tests read (the identity service's pickup-directory mailer), with links
// to this stack; the distributed stack's service processes inherit this environment.
process.env.MAIL_PICKUP_DIR = path.join(dataDir, 'mail');
// The browser tests stand in for visitors from other countries by sending X-Forwarded-For from the
// loopback address, as the load balancer in front of the gateway would.
process.env.TRUST_PROXY ??= 'loopback';
process.env.PUBLIC_URL = `http://localhost:${port}`;

/**
 * The remotes as a deployment holds them, <mfRoot>/<name>/<version>/ (linked to this checkout's builds),
 * so that a test can publish another version beside them.
 */
function publishBuilds(mfRoot) {
  for (const name of ['worship', 'connect', 'serve', 'admin', 'marketing']) {
    const builds = path.join(rootDir, `mf-${name}`, 'dist');
    mkdirSync(path.join(mfRoot, name), { recursive: true });
    for (const version of readdirSync(builds)) symlinkSync(path.join(builds, version), path.join(mfRoot, name, version));
  }
}

async function freshDatabase(url, name) {
  const knex = require('knex')({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await knex.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
  await knex.raw('CREATE DATABASE ??', [name]);
  await knex.destroy();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

/**
 * Both modes of one test run share the REDIS_URL given, each in a logical database of its own. A stack acts
 * on what it hears from Redis about a user (sessions ended after a password reset, or brought up to date
 * after a change of role or church), and the other stack's identity service, which does not know that user,
 * would have the user's sessions ended: in one shared database they are the very same sessions.
 */
function redisUrlFor(mode) {
  if (!process.env.REDIS_URL) return undefined;
  const url = new URL(process.env.REDIS_URL);
  url.pathname = `/${mode === 'distributed' ? 2 : 1}`;
  return url.toString();
}

/**
 * Empties the mode's Redis database, as its PostgreSQL database is made anew: sessions, sign-in throttles and
 * sign-up limits of an earlier run (20 sign-ups per address an hour) must not reach into this one.
 */
async function freshRedis(url) {
  const Redis = require('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  await redis.quit();
}

const { startEmbeddedStack, startDistributedStack } = require('../tools/dist/index.js');
const mfRoot = path.join(dataDir, 'mf');
publishBuilds(mfRoot);
const databaseUrl = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL, `koinonia_e2e_${mode}`) : undefined;
const redisUrl = redisUrlFor(mode);
if (redisUrl) await freshRedis(redisUrl);
// The distributed stack runs connect twice, each person's socket pinned to one replica (tools' replica-balancer):
// the demo member's and the leader's are on different ones, so what they say to each other crosses Redis.
const stack =
  mode === 'distributed'
    ? await startDistributedStack({ rootDir, port, databaseUrl, redisUrl, dataDir, mfRoot, firstServicePort: port + 1, replicas: { connect: 2 } })
    : await startEmbeddedStack({ rootDir, port, databaseUrl, redisUrl, dataDir, mfRoot, seed: true });
console.log(`e2e ${mode} stack at ${stack.url}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stack.close().then(() => process.exit(0)));
