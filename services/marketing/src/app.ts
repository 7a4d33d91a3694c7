import { defineService } from '@koinonia/service-kit';
import { translationRoutes } from './routes/translations';
import { migrations } from './migrations';

/** Translations, country detection, pricing, localization prompt, contact forms (DESIGN "Shape"). */
export const marketingService = defineService({
  name: 'marketing',
  defaultPort: 4006,
  routes: () => translationRoutes(),
  migrations,
  // No demo data yet: the schema is still created, so later migrations and the readiness check find it.
  seedDemoData: async () => undefined,
});
