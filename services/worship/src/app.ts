import { checkDatabase, createService, migrateSchema, type ServiceModule } from '@koinonia/service-kit';
import { prayerRoutes } from './routes/prayers';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';

export const worshipService: ServiceModule = {
  name: 'worship',
  defaultPort: 4002,
  createApp({ db, identityPublicKey, logger }) {
    return createService({
      name: 'worship',
      identityPublicKey,
      routes: [...prayerRoutes(db)],
      logger,
      readinessChecks: [() => checkDatabase(db)],
    });
  },
  async prepareDatabase(db, { seed }) {
    await migrateSchema(db, 'worship', migrations);
    if (seed) await seedDemoData(db);
  },
};
