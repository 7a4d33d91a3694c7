import { checkDatabase, createService, migrateSchema, type ServiceModule } from '@koinonia/service-kit';
import { opportunityRoutes } from './routes/opportunities';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';

export const serveService: ServiceModule = {
  name: 'serve',
  defaultPort: 4004,
  createApp({ db, identityPublicKey, logger }) {
    return createService({
      name: 'serve',
      identityPublicKey,
      routes: [...opportunityRoutes(db)],
      logger,
      readinessChecks: [() => checkDatabase(db)],
    });
  },
  async prepareDatabase(db, { seed }) {
    await migrateSchema(db, 'serve', migrations);
    if (seed) await seedDemoData(db);
  },
};
