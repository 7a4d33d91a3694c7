// The processes the bench measures, each its own Node process as in the distributed mode: the six
// services (built dist/main.js) on the bench database, the bench gateway (bench/servers/gateway.mjs), a
// second gateway serving the single-bundle build, the bare node:http + pg baselines (the prayer wall, the
// Bible search) and a bare node:http proxy in front of the worship service (the floor of a Node hop).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { generateIdentityKeys, keysToPem } = require('@koinonia/service-kit');
const { serviceNames, DEMO_CHURCH, demoAccount } = require('@koinonia/contracts');

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4700);
export const ports = {
  service: (name) => PORT_BASE + 1 + serviceNames.indexOf(name),
  gateway: PORT_BASE + 10,
  gatewayWithoutSessions: PORT_BASE + 11,
  singleBundleGateway: PORT_BASE + 12,
  bare: PORT_BASE + 20,
  bareProxy: PORT_BASE + 21,
  bareBibleSearch: PORT_BASE + 22,
};

async function waitUntilReady(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready after ${timeoutMs} ms`);
}

/** How the bare baseline's PostgreSQL connections are named (pg_stat_activity.application_name). */
export const BARE_APPLICATION_NAME = 'koinonia-bench-bare';
export const BARE_SEARCH_APPLICATION_NAME = 'koinonia-bench-bare-search';

/** The member the signed-in figures read as, and the session the "without sessions" gateway pins. */
export const benchMember = demoAccount('member');
export const fixedSession = { userId: benchMember.id, role: benchMember.role, churchId: DEMO_CHURCH.id };

/**
 * `profile(script)` may return extra node flags for one process (e.g. --cpu-prof while tuning). Without
 * `singleBundleDir` the single bundle's gateway is not started.
 */
export async function startBenchStack({ rootDir, databaseUrl, redisUrl, singleBundleDir, profile }) {
  const keys = generateIdentityKeys();
  const pem = keysToPem(keys);
  const children = [];
  const baseEnv = {
    ...process.env,
    // Request logs off on every side alike: the bench measures the HTTP path, not log output.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SEED_DEMO: '1',
    REDIS_URL: redisUrl,
    // The identity service refuses to start without it: links in its emails point there.
    PUBLIC_URL: process.env.PUBLIC_URL || `http://127.0.0.1:${ports.gateway}`,
  };
  const start = (script, env) => {
    const child = spawn(process.execPath, [...(profile?.(script) ?? []), path.join(rootDir, script)], {
      env: { ...baseEnv, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const close = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(); // ended already (killed, too)
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );

  try {
    const serviceUrls = {};
    const pids = {};
    // One at a time: each migrates its own schema (and seeds the demo church) on start.
    for (const name of serviceNames) {
      const port = ports.service(name);
      const child = start(`services/${name}/dist/main.js`, { PORT: String(port), DATABASE_URL: databaseUrl, IDENTITY_PUBLIC_KEY: pem.publicKey });
      serviceUrls[name] = `http://127.0.0.1:${port}`;
      pids[name] = child.pid;
      await waitUntilReady(`${serviceUrls[name]}/readyz`, child);
    }
    const { defaultRemotesConfig, writeRemotesFile } = require(path.join(rootDir, 'tools/dist/remotes-file.js'));
    const buildDir = path.join(rootDir, 'bench/dist');
    mkdirSync(buildDir, { recursive: true });
    const gatewayEnv = {
      REDIS_URL: redisUrl,
      IDENTITY_PRIVATE_KEY: pem.privateKey,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      REMOTES_FILE: writeRemotesFile(path.join(buildDir, 'remotes.json'), defaultRemotesConfig(rootDir)),
      STATIC_ROOT: rootDir,
      FIXED_SESSION: JSON.stringify(fixedSession),
      ...Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_SERVICE_URL`, serviceUrls[name]])),
    };
    const gateway = start('bench/servers/gateway.mjs', { ...gatewayEnv, PORT: String(ports.gateway), NO_SESSION_PORT: String(ports.gatewayWithoutSessions) });
    await waitUntilReady(`http://127.0.0.1:${ports.gateway}/readyz`, gateway);
    // Only the front-end group builds the single bundle and needs its gateway.
    if (singleBundleDir) {
      const singleBundleGateway = start('bench/servers/gateway.mjs', { ...gatewayEnv, PORT: String(ports.singleBundleGateway), SHELL_DIR: singleBundleDir });
      await waitUntilReady(`http://127.0.0.1:${ports.singleBundleGateway}/readyz`, singleBundleGateway);
    }
    const bare = start('bench/servers/bare-prayers.mjs', {
      PORT: String(ports.bare),
      DATABASE_URL: databaseUrl,
      CHURCH_ID: DEMO_CHURCH.id,
      READER_ID: benchMember.id,
      PG_APPLICATION_NAME: BARE_APPLICATION_NAME,
    });
    await waitUntilReady(`http://127.0.0.1:${ports.bare}/api/prayers?limit=1`, bare);
    const bareProxy = start('bench/servers/bare-proxy.mjs', {
      PORT: String(ports.bareProxy),
      TARGET_URL: serviceUrls.worship,
      IDENTITY_PRIVATE_KEY: pem.privateKey,
      FIXED_SESSION: JSON.stringify(fixedSession),
    });
    await waitUntilReady(`http://127.0.0.1:${ports.bareProxy}/api/prayers?limit=1`, bareProxy);
    const bareBibleSearch = start('bench/servers/bare-bible-search.mjs', {
      PORT: String(ports.bareBibleSearch),
      DATABASE_URL: databaseUrl,
      PG_APPLICATION_NAME: BARE_SEARCH_APPLICATION_NAME,
    });
    await waitUntilReady(`http://127.0.0.1:${ports.bareBibleSearch}/api/bible/web/search?q=light&limit=1`, bareBibleSearch);
    // Another instance of a service beside the first, on the same database and Redis (connect's chat across two).
    let nextReplicaPort = PORT_BASE + 30;
    const startReplica = async (name) => {
      const port = nextReplicaPort++;
      const child = start(`services/${name}/dist/main.js`, { PORT: String(port), DATABASE_URL: databaseUrl, IDENTITY_PUBLIC_KEY: pem.publicKey });
      await waitUntilReady(`http://127.0.0.1:${port}/readyz`, child);
      return { url: `http://127.0.0.1:${port}`, pid: child.pid, kill: () => child.kill('SIGKILL') };
    };
    // A baseline only one group measures against, started when that group runs.
    let nextBaselinePort = PORT_BASE + 40;
    const startBaseline = async (script, env, readyPath) => {
      const port = nextBaselinePort++;
      const child = start(script, { PORT: String(port), DATABASE_URL: databaseUrl, ...env });
      await waitUntilReady(`http://127.0.0.1:${port}${readyPath}`, child);
      return { url: `http://127.0.0.1:${port}`, pid: child.pid };
    };
    return {
      keys,
      startReplica,
      startBaseline,
      serviceUrls,
      pids: { ...pids, gateway: gateway.pid, bare: bare.pid, bareProxy: bareProxy.pid, bareBibleSearch: bareBibleSearch.pid },
      gatewayUrl: `http://127.0.0.1:${ports.gateway}`,
      gatewayWithoutSessionsUrl: `http://127.0.0.1:${ports.gatewayWithoutSessions}`,
      singleBundleUrl: `http://127.0.0.1:${ports.singleBundleGateway}`,
      bareUrl: `http://127.0.0.1:${ports.bare}`,
      bareProxyUrl: `http://127.0.0.1:${ports.bareProxy}`,
      bareBibleSearchUrl: `http://127.0.0.1:${ports.bareBibleSearch}`,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Signs in through a gateway as a demo account; returns the Cookie header for the session. */
export async function signIn(gatewayUrl, email = benchMember.email) {
  const { DEMO_PASSWORD } = require('@koinonia/contracts');
  const response = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Sign-in as ${email} answered ${response.status}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('koinonia.sid='));
  if (!cookie) throw new Error('Sign-in set no session cookie');
  return cookie;
}
