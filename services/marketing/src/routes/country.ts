import { countryPricingParamsSchema, type CountryDetection, type CountryPricing } from '@koinonia/contracts';
import { access, HttpError, route } from '@koinonia/service-kit';
import type { TrustedProxies } from '../domain/client-address';
import { describeCountry, fallbackCountry } from '../domain/countries';
import { individualPricingFor } from '../domain/pricing';
import { countryOfCaller } from './request-country';

/** SPEC §9: detection is cached 30 minutes, in the caller's browser only (it depends on their address). */
const DETECTION_CACHE_CONTROL = 'private, max-age=1800';
/** SPEC §9: pricing is cached 15 minutes; it is the same for everyone. */
const PRICING_CACHE_CONTROL = 'public, max-age=900';

/** SPEC §7 GET /api/country/detect and GET /api/country/pricing/individual/{countryCode}, both public. */
export const countryRoutes = (trustedProxies: TrustedProxies) => [
  route({
    method: 'GET',
    path: '/api/country/detect',
    access: access.public,
    handle({ req, res }): CountryDetection {
      const countryCode = countryOfCaller(req, trustedProxies);
      res.set('Cache-Control', DETECTION_CACHE_CONTROL);
      return countryCode
        ? { detectedCountry: describeCountry(countryCode), fallback: false }
        : { detectedCountry: fallbackCountry(), fallback: true };
    },
  }),
  route({
    method: 'GET',
    path: '/api/country/pricing/individual/:countryCode',
    access: access.public,
    params: countryPricingParamsSchema,
    handle({ params, res }): CountryPricing {
      const countryCode = params.countryCode.toUpperCase();
      const pricing = individualPricingFor(countryCode);
      if (!pricing) throw new HttpError(404, `No pricing for country ${countryCode}`);
      res.set('Cache-Control', PRICING_CACHE_CONTROL);
      return pricing;
    },
  }),
];
