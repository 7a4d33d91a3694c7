import { checkDatabase, createService, migrateSchema, type ServiceModule } from '@koinonia/service-kit';
import { authRoutes } from './routes/auth';
import { internalRoutes } from './routes/internal';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';

export const identityService: ServiceModule = {
  name: 'identity',
  defaultPort: 4001,
  createApp({ db, identityPublicKey, logger }) {
    return createService({
      name: 'identity',
      identityPublicKey,
      routes: [...authRoutes(db), ...internalRoutes(db)],
      logger,
      readinessChecks: [() => checkDatabase(db)],
    });
  },
  async prepareDatabase(db, { seed }) {
    await migrateSchema(db, 'identity', migrations);
    if (seed) await seedDemoData(db);
  },
};
