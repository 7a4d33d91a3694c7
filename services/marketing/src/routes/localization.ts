import {
  localizationApplySchema,
  localizationDataQuerySchema,
  type LocalizationApplyResponse,
  type LocalizationData,
} from '@koinonia/contracts';
import { isSupportedLanguage } from '@koinonia/i18n';
import { access, createWindowCounter, HttpError, route, type Database, type RedisClient } from '@koinonia/service-kit';
import type { TrustedProxies } from '../domain/client-address';
import { countryOfPosition, isCountryCode } from '../domain/countries';
import { chooseDetection, localizationDataFor } from '../domain/localization';
import { recordLocalizationChoice } from '../store/localization-choices';
import { callerAddress, countryOfCaller } from './request-country';

/** The dialog applies once per visit; this leaves room for a family behind one address, not for a script. */
const APPLY_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

/** The welcome dialog's two calls (SPEC §3 "Localisation data", §4 apply), public like the dialog. */
export const localizationRoutes = (deps: { db: Database; redis: RedisClient; trustedProxies: TrustedProxies }) => {
  const applies = createWindowCounter(deps.redis, 'localization-apply', APPLY_LIMIT);
  return [
    route({
      method: 'GET',
      path: '/api/localization/data',
      access: access.public,
      query: localizationDataQuerySchema,
      handle({ query, req, res }): LocalizationData {
        const fromPosition = query.lat !== undefined && query.lon !== undefined ? countryOfPosition(query.lat, query.lon) : undefined;
        const detection = chooseDetection(fromPosition, fromPosition ? undefined : countryOfCaller(req, deps.trustedProxies));
        // Depends on the caller's address and position: their browser may keep it, no shared cache.
        res.set('Cache-Control', 'private, no-cache');
        return localizationDataFor(detection, query.timezone);
      },
    }),
    route({
      method: 'POST',
      path: '/api/localization/apply',
      access: access.public,
      body: localizationApplySchema,
      async handle({ body, caller, req, res }): Promise<LocalizationApplyResponse> {
        const key = caller.userId ?? callerAddress(req, deps.trustedProxies) ?? 'unknown';
        const state = await applies.hit(key);
        if (state.count > APPLY_LIMIT.limit) {
          res.set('Retry-After', String(state.resetInSeconds));
          throw new HttpError(429, 'Too many requests. Please try again later.', { code: 'rate_limited' });
        }
        if (!isSupportedLanguage(body.language)) throw new HttpError(400, `Unsupported language: ${body.language}`);
        if (!isCountryCode(body.country)) throw new HttpError(400, `Unknown country: ${body.country}`);
        await recordLocalizationChoice(deps.db, {
          userId: caller.userId,
          language: body.language,
          country: body.country,
          timezone: body.timezone,
        });
        return { success: true };
      },
    }),
  ];
};
