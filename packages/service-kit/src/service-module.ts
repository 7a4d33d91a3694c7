import type { KeyObject } from 'node:crypto';
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { ServiceName } from '@koinonia/contracts';
import { checkDatabase, createDatabase, migrateSchema, type Database, type Migration } from './database';
import { createService } from './create-service';
import type { RouteDefinition } from './routes';
import { createRedis, type RedisClient } from './redis';
import { createLogger, type Logger } from './logger';
import { closeOnSignals, runServer } from './run-server';
import { serviceEnvironment, shouldSeedDemoData } from './environment';

export interface ServiceDeps {
  db: Database;
  redis: RedisClient;
  identityPublicKey: KeyObject;
  logger: Logger;
  /**
   * The app's public address, for links in emails, from a launcher that knows it (the embedded stack: its
   * gateway's). Without it a service reads PUBLIC_URL (publicUrlFromEnvironment), which is then required.
   */
  publicUrl?: () => string;
}

/**
 * What every service exports from src/app.ts, so that its own main.ts (distributed mode) and the
 * embedded launcher (one process) start it the same way.
 */
export interface ServiceModule {
  name: ServiceName;
  defaultPort: number;
  createApp(deps: ServiceDeps): Express;
  /** Migrates the service's schema and, when asked, seeds the demo data (idempotent). */
  prepareDatabase(db: Database, options: { seed: boolean }): Promise<void>;
  /**
   * Optional: takes over more of the HTTP server than the Express app (WebSocket upgrades). Its close()
   * runs before the HTTP drain, so long-lived connections do not hold the drain open.
   */
  attach?(server: Server, deps: ServiceDeps): { close(): Promise<void> };
}

/** src/main.ts of every service: run it alone against DATABASE_URL and REDIS_URL. */
export function runServiceMain(service: ServiceModule): void {
  const start = async () => {
    const environment = serviceEnvironment(service.defaultPort);
    const logger = createLogger(service.name);
    const db = createDatabase({ url: environment.databaseUrl, poolSize: environment.databasePoolSize });
    const redis = createRedis({ url: environment.redisUrl, connectionName: service.name });
    await service.prepareDatabase(db, { seed: shouldSeedDemoData() });
    const deps: ServiceDeps = { db, redis, identityPublicKey: environment.identityPublicKey, logger };
    const running = await runServer(service.createApp(deps), {
      port: environment.port,
      host: environment.host,
      logger,
      closers: [() => db.destroy(), () => redis.quit()],
    });
    const attached = service.attach?.(running.server, deps);
    logger.info({ port: running.port }, `${service.name} service listening`);
    closeOnSignals({ close: async () => (await attached?.close(), running.close()) }, logger);
  };
  start().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

export interface ServiceDefinition {
  name: ServiceName;
  defaultPort: number;
  /** The service's declared routes (see route()). */
  routes(deps: ServiceDeps): readonly RouteDefinition[];
  /** Its schema's migrations, in order; the schema is named after the service. */
  migrations: readonly Migration[];
  /** DESIGN "Demo data": idempotent, run on start outside production. */
  seedDemoData(db: Database): Promise<void>;
  /** Optional: tidies the schema at every start, after its migrations (e.g. deletes what has expired). */
  tidyOnStart?(db: Database): Promise<void>;
  attach?: ServiceModule['attach'];
}

/** A service from its parts: one schema named after it, ready when its database answers. */
export function defineService(definition: ServiceDefinition): ServiceModule {
  return {
    name: definition.name,
    defaultPort: definition.defaultPort,
    createApp: (deps) =>
      createService({
        name: definition.name,
        identityPublicKey: deps.identityPublicKey,
        routes: definition.routes(deps),
        logger: deps.logger,
        readinessChecks: [() => checkDatabase(deps.db)],
      }),
    async prepareDatabase(db, { seed }) {
      await migrateSchema(db, definition.name, definition.migrations);
      await definition.tidyOnStart?.(db);
      if (seed) await definition.seedDemoData(db);
    },
    attach: definition.attach,
  };
}
