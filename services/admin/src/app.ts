import { defineService } from '@koinonia/service-kit';
import { givingRoutes } from './routes/giving';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';

/** Members, staff, giving, analytics, communication, moderation, campuses, media, AI studio (DESIGN). */
export const adminService = defineService({
  name: 'admin',
  defaultPort: 4005,
  // Each feature's routes, one line each (`nx g @koinonia/tools:feature` adds one).
  routes: ({ db }) => [
    ...givingRoutes(db),
  ],
  migrations,
  seedDemoData,
});
