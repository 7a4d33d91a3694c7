import { defineService } from '@koinonia/service-kit';
import { translationRoutes } from './routes/translations';
import { countryRoutes } from './routes/country';
import { localizationRoutes } from './routes/localization';
import { parseTrustedProxies } from './domain/client-address';
import { migrations } from './migrations';

/** Translations, country detection, pricing, localization prompt, contact forms (DESIGN "Shape"). */
export const marketingService = defineService({
  name: 'marketing',
  defaultPort: 4006,
  routes: ({ db, redis }) => {
    // Read at start so a wrong TRUSTED_PROXIES stops the service instead of trusting the wrong peers.
    const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES || undefined);
    return [...translationRoutes(), ...countryRoutes(trustedProxies), ...localizationRoutes({ db, redis, trustedProxies })];
  },
  migrations,
  // No demo data yet: the schema is still created, so later migrations and the readiness check find it.
  seedDemoData: async () => undefined,
});
