import { defineService } from '@koinonia/service-kit';
import { opportunityRoutes } from './routes/opportunities';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';

/** Teams, opportunities, gifts assessments, matching, schedules, badges, applications (DESIGN "Shape"). */
export const serveService = defineService({
  name: 'serve',
  defaultPort: 4004,
  // Each feature's routes, one line each (`nx g @koinonia/tools:feature` adds one).
  routes: ({ db }) => [
    ...opportunityRoutes(db),
  ],
  migrations,
  seedDemoData,
});
