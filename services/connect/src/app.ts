import { checkDatabase, createService, migrateSchema, type ServiceModule } from '@koinonia/service-kit';
import { eventRoutes } from './routes/events';
import { notificationRoutes } from './routes/notifications';
import { communityRoutes } from './routes/communities';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';
import { createRealtimeServer } from './realtime';

export { createRealtimeServer, type RealtimeOptions, type RealtimeServer } from './realtime';

export const connectService: ServiceModule = {
  name: 'connect',
  defaultPort: 4003,
  createApp({ db, identityPublicKey, logger }) {
    return createService({
      name: 'connect',
      identityPublicKey,
      routes: [...eventRoutes(db), ...notificationRoutes(db), ...communityRoutes(db)],
      logger,
      readinessChecks: [() => checkDatabase(db)],
    });
  },
  async prepareDatabase(db, { seed }) {
    await migrateSchema(db, 'connect', migrations);
    if (seed) await seedDemoData(db);
  },
  /** /ws: the realtime server takes the upgrades the gateway forwards. */
  attach(server, { identityPublicKey, redis, logger }) {
    const realtime = createRealtimeServer({ identityPublicKey, redis, logger });
    server.on('upgrade', realtime.handleUpgrade);
    return realtime;
  },
};
