import { Router } from 'express';
import { checkDatabase, createService, migrateSchema, type ServiceModule } from '@koinonia/service-kit';
import { authRoutes } from './routes/auth';
import { internalRoutes } from './routes/internal';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';

export const identityService: ServiceModule = {
  name: 'identity',
  defaultPort: 4001,
  createApp({ db, identityPublicKey, logger }) {
    const router = Router();
    router.use(authRoutes(db));
    router.use(internalRoutes(db));
    return createService({
      name: 'identity',
      identityPublicKey,
      router,
      logger,
      readinessChecks: [() => checkDatabase(db)],
    });
  },
  async prepareDatabase(db, { seed }) {
    await migrateSchema(db, 'identity', migrations);
    if (seed) await seedDemoData(db);
  },
};
