import path from 'node:path';
import type { ServiceName } from '@koinonia/contracts';
import {
  createDatabase,
  createLogger,
  createRedis,
  type Database,
  generateIdentityKeys,
  publicUrlFromEnvironment,
  runServer,
  type Logger,
  type RedisClient,
  type RouteDefinition,
  type RunningServer,
  trustProxyFromEnv,
} from '@koinonia/service-kit';
import { createGateway } from '@koinonia/gateway';
import { serviceModules } from './services';
import { defaultRemotesConfig, remoteDirsOf, writeRemotesFile } from './remotes-file';
import { sessionSecretFor } from './session-secret';

export interface EmbeddedStackOptions {
  rootDir: string;
  port: number;
  host?: string;
  /** The real PostgreSQL; without it PGlite, persisted in dataDir (or in memory without one). */
  databaseUrl?: string;
  /** The real Redis; without it an in-process equivalent. */
  redisUrl?: string;
  /**
   * A prefix for every Redis key, so that a test's rate-limit counters and sessions start empty and never
   * meet another run's on a shared Redis; its keys are deleted at close.
   */
  redisKeyPrefix?: string;
  dataDir?: string;
  seed: boolean;
  /** A remotes.json to serve; by default one is written for this checkout's builds. */
  remotesFile?: string;
  /** A folder of <remote>/<version>/ builds to serve under /mf/; by default each remote's own dist/. */
  mfRoot?: string;
  upstreamTimeoutMs?: number;
  logger?: Logger;
}

export interface RunningStack {
  url: string;
  servicePorts: Record<ServiceName, number>;
  /** Every service's declared routes, for the security matrix and the fuzz tests. */
  routeDefinitions: Record<ServiceName, readonly RouteDefinition[]>;
  /** The services' shared database handle, for tests that check what a request wrote. */
  db: Database;
  close(): Promise<void>;
}

/** KEYS is not prefixed by ioredis: ask for the prefix and strip it before DEL adds it back. */
async function deleteKeysWithPrefix(redis: RedisClient, keyPrefix: string): Promise<void> {
  const own = (await redis.keys(`${keyPrefix}*`)).map((key) => key.slice(keyPrefix.length));
  if (own.length) await redis.del(...own);
}

/**
 * DESIGN "Run modes", embedded: one process. Every service runs its own HTTP server on a loopback port
 * and the gateway proxies to them exactly as in the distributed mode; they share one database handle
 * (each still in its own schema) and one Redis.
 */
export async function startEmbeddedStack(options: EmbeddedStackOptions): Promise<RunningStack> {
  const logger = options.logger ?? createLogger('koinonia');
  // Links in emails point at PUBLIC_URL, else at this gateway once it listens; in production PUBLIC_URL
  // is required, and its absence stops the start here, before anything runs.
  publicUrlFromEnvironment(process.env, 'http://localhost');
  const links: { publicUrl?: string } = {};
  const db = createDatabase({
    url: options.databaseUrl,
    dataDir: options.databaseUrl || !options.dataDir ? undefined : path.join(options.dataDir, 'pglite'),
  });
  const redis = createRedis({ url: options.redisUrl, connectionName: 'koinonia-embedded', keyPrefix: options.redisKeyPrefix });
  const keys = generateIdentityKeys();
  // Uploaded files (the social feed's images) go under this run's data (objectStorageFromEnvironment reads it),
  // unless an S3 bucket or a folder of their own is configured.
  if (options.dataDir && !process.env.OBJECT_STORAGE_DIR) process.env.OBJECT_STORAGE_DIR = path.join(options.dataDir, 'objects');

  const running: Array<Pick<RunningServer, 'close'>> = [];
  const servicePorts = {} as Record<ServiceName, number>;
  const routeDefinitions = {} as Record<ServiceName, readonly RouteDefinition[]>;
  for (const service of serviceModules) {
    await service.prepareDatabase(db, { seed: options.seed });
    const deps = {
      db,
      redis,
      identityPublicKey: keys.publicKey,
      logger: logger.child({ service: service.name }),
      // Nothing reaches a service before the gateway listens: every call needs the gateway's assertion.
      publicUrl: () => links.publicUrl ?? publicUrlFromEnvironment(process.env, `http://localhost:${options.port}`),
    };
    const app = service.createApp(deps);
    routeDefinitions[service.name] = app.locals.routeDefinitions as readonly RouteDefinition[];
    const server = await runServer(app, { port: 0, logger: deps.logger, drainMs: 5_000 });
    const attached = service.attach?.(server.server, deps);
    running.push({ close: async () => (await attached?.close(), server.close()) });
    servicePorts[service.name] = server.port;
  }

  const remotesFile =
    options.remotesFile ??
    writeRemotesFile(path.join(options.dataDir ?? path.join(options.rootDir, '.data'), 'remotes.json'), defaultRemotesConfig(options.rootDir));
  const { listener, upgrade, close: closeGateway } = createGateway(
    {
      serviceUrls: Object.fromEntries(
        Object.entries(servicePorts).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
      ) as Record<ServiceName, string>,
      identityPrivateKey: keys.privateKey,
      sessionSecret: sessionSecretFor(options.dataDir),
      production: process.env.NODE_ENV === 'production',
      shellDir: path.join(options.rootDir, 'shell', 'dist'),
      remoteDirs: remoteDirsOf(options.rootDir, options.mfRoot),
      remotesFile,
      upstreamTimeoutMs: options.upstreamTimeoutMs ?? 10_000,
      trustProxy: trustProxyFromEnv(),
    },
    { redis, logger: logger.child({ service: 'gateway' }) },
  );
  const gateway = await runServer(listener, { port: options.port, host: options.host ?? '127.0.0.1', logger, drainMs: 5_000 });
  gateway.server.on('upgrade', upgrade);
  const url = `http://${!options.host || ['127.0.0.1', '0.0.0.0', 'localhost'].includes(options.host) ? 'localhost' : options.host}:${gateway.port}`;
  links.publicUrl = publicUrlFromEnvironment(process.env, url);

  return {
    url,
    servicePorts,
    routeDefinitions,
    db,
    async close() {
      await gateway.close();
      await closeGateway();
      await Promise.all(running.map((server) => server.close()));
      if (options.redisKeyPrefix && options.redisUrl) await deleteKeysWithPrefix(redis, options.redisKeyPrefix).catch(() => undefined);
      await redis.quit().catch(() => undefined);
      await db.destroy();
    },
  };
}
