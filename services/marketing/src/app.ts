import { checkDatabase, createService, migrateSchema, type ServiceModule } from '@koinonia/service-kit';
import { translationRoutes } from './routes/translations';
import { migrations } from './migrations';

export const marketingService: ServiceModule = {
  name: 'marketing',
  defaultPort: 4006,
  createApp({ db, identityPublicKey, logger }) {
    return createService({
      name: 'marketing',
      identityPublicKey,
      routes: [...translationRoutes()],
      logger,
      readinessChecks: [() => checkDatabase(db)],
    });
  },
  async prepareDatabase(db) {
    // No demo data yet; the schema is created now so later migrations and the readiness check find it.
    await migrateSchema(db, 'marketing', migrations);
  },
};
