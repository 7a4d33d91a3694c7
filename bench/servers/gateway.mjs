// The bench's gateway process: the real request listener from createGateway (services/gateway), configured as its
// main.ts does. With NO_SESSION_PORT it also listens on a second port where every request arrives with a
// fixed session already attached (FIXED_SESSION), so express-session never runs: the same gateway "without
// sessions", the baseline of the session-cost figure.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { createGateway } = require('@koinonia/gateway');
const kit = require('@koinonia/service-kit');
const { remoteNames, serviceNames } = require('@koinonia/contracts');

const env = process.env;
const rootDir = env.STATIC_ROOT;
const logger = kit.createLogger('gateway');
const redis = kit.createRedis({ url: kit.requireEnv('REDIS_URL'), connectionName: 'bench-gateway' });
const { listener, close: closeGateway } = createGateway(
  {
    serviceUrls: Object.fromEntries(serviceNames.map((name) => [name, kit.requireEnv(`${name.toUpperCase()}_SERVICE_URL`)])),
    identityPrivateKey: kit.privateKeyFromPem(kit.requireEnv('IDENTITY_PRIVATE_KEY')),
    sessionSecret: kit.requireEnv('SESSION_SECRET'),
    production: false,
    shellDir: env.SHELL_DIR ?? path.join(rootDir, 'shell/dist'),
    remoteDirs: Object.fromEntries(remoteNames.map((name) => [name, path.join(rootDir, `mf-${name}/dist`)])),
    remotesFile: kit.requireEnv('REMOTES_FILE'),
    upstreamTimeoutMs: 10_000,
    trustProxy: false,
    // The single bundle loads no remotes: hinting their files would only slow it down.
    preloadRemotes: !env.SHELL_DIR,
  },
  { redis, logger },
);

const servers = [await kit.runServer(listener, { port: Number(env.PORT), logger, drainMs: 1_000 })];
if (env.NO_SESSION_PORT) {
  const fixed = JSON.parse(kit.requireEnv('FIXED_SESSION'));
  const withFixedSession = (req, res) => {
    // express-session steps aside when req.session is already set.
    req.session = { ...fixed };
    req.sessionID = 'bench-fixed-session';
    listener(req, res);
  };
  servers.push(await kit.runServer(withFixedSession, { port: Number(env.NO_SESSION_PORT), logger, drainMs: 1_000 }));
}
kit.closeOnSignals(
  { close: async () => (await Promise.all(servers.map((server) => server.close())), await closeGateway(), await redis.quit()) },
  logger,
);
