import { defineService } from '@koinonia/service-kit';
import { authRoutes } from './routes/auth';
import { internalRoutes } from './routes/internal';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';

/** Auth, users, roles, preferences (DESIGN "Shape"). */
export const identityService = defineService({
  name: 'identity',
  defaultPort: 4001,
  routes: ({ db }) => [...authRoutes(db), ...internalRoutes(db)],
  migrations,
  seedDemoData,
});
