import { checkDatabase, createService, migrateSchema, type ServiceModule } from '@koinonia/service-kit';
import { givingRoutes } from './routes/giving';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';

export const adminService: ServiceModule = {
  name: 'admin',
  defaultPort: 4005,
  createApp({ db, identityPublicKey, logger }) {
    return createService({
      name: 'admin',
      identityPublicKey,
      routes: [...givingRoutes(db)],
      logger,
      readinessChecks: [() => checkDatabase(db)],
    });
  },
  async prepareDatabase(db, { seed }) {
    await migrateSchema(db, 'admin', migrations);
    if (seed) await seedDemoData(db);
  },
};
