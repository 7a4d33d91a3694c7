import { countryPricingParamsSchema, type CountryDetection } from '@koinonia/contracts';
import { access, HttpError, route } from '@koinonia/service-kit';
import type { TrustedProxies } from '../domain/client-address';
import { describeCountry, fallbackCountry } from '../domain/countries';
import { boostPackPricingFor, churchPricingFor, individualPricingFor } from '../domain/pricing';
import { countryOfCaller } from './request-country';

/** SPEC §9: detection is cached 30 minutes, in the caller's browser only (it depends on their address). */
const DETECTION_CACHE_CONTROL = 'private, max-age=1800';
/** SPEC §9: pricing is cached 15 minutes; it is the same for everyone. */
const PRICING_CACHE_CONTROL = 'public, max-age=900';

/**
 * GET /api/country/pricing/{list}/{countryCode}: one price list in a country's currency. The code is
 * upper-cased; a country the pricing table does not cover is 404, so the page shows US dollars instead.
 */
const pricingRoute = <Prices extends object>(list: 'individual' | 'church' | 'boost-packs', priceListFor: (countryCode: string) => Prices | undefined) =>
  route({
    method: 'GET',
    path: `/api/country/pricing/${list}/:countryCode`,
    access: access.public,
    params: countryPricingParamsSchema,
    handle({ params, res }): Prices {
      const countryCode = params.countryCode.toUpperCase();
      const prices = priceListFor(countryCode);
      if (!prices) throw new HttpError(404, `No pricing for country ${countryCode}`);
      res.set('Cache-Control', PRICING_CACHE_CONTROL);
      return prices;
    },
  });

/**
 * SPEC §7 GET /api/country/detect and GET /api/country/pricing/individual/{countryCode}, with the church
 * plans' and the boost packs' price lists beside it (SPEC §2 pricing page); all public.
 */
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
  pricingRoute('individual', individualPricingFor),
  pricingRoute('church', churchPricingFor),
  pricingRoute('boost-packs', boostPackPricingFor),
];
