import { defineService } from '@koinonia/service-kit';
import { prayerRoutes } from './routes/prayers';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';

/** Bible text, reading plans, devotions, prayers, circles, journal, saved items (DESIGN "Shape"). */
export const worshipService = defineService({
  name: 'worship',
  defaultPort: 4002,
  routes: ({ db }) => prayerRoutes(db),
  migrations,
  seedDemoData,
});
