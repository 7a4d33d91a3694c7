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
import { eventTransportFor, recordEvent, startOutboxRelay, type EventHandler, type OutboxEvent } from './domain-events';
import { cancelJobs, scheduleJob, startJobWorker, type JobHandlers, type JobRequest } from './jobs';

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
   * Starts what runs beside the Express app, with the same deps: the events relay and consumers, and for
   * some services more of the HTTP server (WebSocket upgrades). Its close() runs before the HTTP drain, so
   * long-lived connections do not hold the drain open.
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

/** How a service's routes tell the others what happened (DESIGN "Services": durable domain events). */
export interface Outbox {
  /** Writes the event (or several at once) to the service's outbox: pass the transaction that makes the change it describes. */
  record(db: Database, events: OutboxEvent | readonly OutboxEvent[]): Promise<void>;
  /** Sends what was recorded without waiting for the relay's next look (call it once the transaction committed). */
  nudge(): void;
}

/** How a service's routes schedule its durable jobs (see jobs/queue.ts). */
export interface Jobs {
  /** Schedules (or moves) a job: pass the transaction of the change that calls for it. */
  schedule(db: Database, job: JobRequest): Promise<void>;
  /** Removes the waiting jobs whose key starts with the prefix. */
  cancel(db: Database, keyPrefix: string): Promise<number>;
  /** Runs what is due without waiting for the worker's next look (call it once the transaction committed). */
  nudge(): void;
}

export interface ServiceDefinition {
  name: ServiceName;
  defaultPort: number;
  /** The service's declared routes (see route()); `outbox` records the events they publish. */
  routes(deps: ServiceDeps & { outbox: Outbox; jobs: Jobs }): readonly RouteDefinition[];
  /**
   * Optional: the service publishes domain events. Its migrations must include outboxMigration(); a relay
   * sends what its routes record to the stream named after the service.
   */
  publishesEvents?: boolean;
  /** Optional: what the service does with other services' events, by the stream (service) they come from. */
  eventHandlers?(deps: ServiceDeps & { outbox: Outbox; jobs: Jobs }): Partial<Record<ServiceName, EventHandler>>;
  /**
   * Optional: the service's durable jobs, by name. Its migrations must include jobsMigration(); a worker
   * runs the due jobs its routes schedule.
   */
  jobHandlers?(deps: ServiceDeps & { outbox: Outbox; jobs: Jobs }): JobHandlers;
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
  // Each start (deps) has its own outbox, whose nudges reach the relay that attach() starts for it.
  const nudgeListeners = new WeakMap<ServiceDeps, () => void>();
  const outboxFor = (deps: ServiceDeps): Outbox => ({
    record: (db, event) => recordEvent(db, definition.name, event),
    nudge: () => nudgeListeners.get(deps)?.(),
  });
  const jobNudges = new WeakMap<ServiceDeps, () => void>();
  const jobsFor = (deps: ServiceDeps): Jobs => ({
    schedule: (db, job) => scheduleJob(db, definition.name, job),
    cancel: (db, keyPrefix) => cancelJobs(db, definition.name, keyPrefix),
    nudge: () => jobNudges.get(deps)?.(),
  });
  return {
    name: definition.name,
    defaultPort: definition.defaultPort,
    createApp: (deps) =>
      createService({
        name: definition.name,
        identityPublicKey: deps.identityPublicKey,
        routes: definition.routes({ ...deps, outbox: outboxFor(deps), jobs: jobsFor(deps) }),
        logger: deps.logger,
        readinessChecks: [() => checkDatabase(deps.db)],
      }),
    async prepareDatabase(db, { seed }) {
      await migrateSchema(db, definition.name, definition.migrations);
      await definition.tidyOnStart?.(db);
      if (seed) await definition.seedDemoData(db);
    },
    attach(server, deps) {
      const attached = definition.attach?.(server, deps);
      const transport = eventTransportFor(deps.redis, deps.logger);
      const relay = definition.publishesEvents
        ? startOutboxRelay({ db: deps.db, schema: definition.name, transport, logger: deps.logger })
        : undefined;
      if (relay) nudgeListeners.set(deps, relay.nudge);
      const jobHandlers = definition.jobHandlers?.({ ...deps, outbox: outboxFor(deps), jobs: jobsFor(deps) });
      const worker = jobHandlers
        ? startJobWorker({ db: deps.db, schema: definition.name, handlers: jobHandlers, logger: deps.logger })
        : undefined;
      if (worker) jobNudges.set(deps, worker.nudge);
      const handlers = Object.entries(definition.eventHandlers?.({ ...deps, outbox: outboxFor(deps), jobs: jobsFor(deps) }) ?? {});
      const subscriptions = Promise.all(
        handlers.map(([stream, handle]) =>
          transport.subscribe(stream, definition.name, handle!).catch((error: unknown) => {
            deps.logger.error({ err: error, stream }, 'could not subscribe to events');
            return undefined;
          }),
        ),
      );
      return {
        async close() {
          await Promise.all((await subscriptions).map((subscription) => subscription?.close()));
          await relay?.close();
          await worker?.close();
          await attached?.close();
        },
      };
    },
  };
}
