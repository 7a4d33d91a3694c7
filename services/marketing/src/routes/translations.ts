import { translationParamsSchema, type TranslationResponse } from '@koinonia/contracts';
import { access, HttpError, route } from '@koinonia/service-kit';
import { coreTranslationsFor } from '../translations';

/** The dictionaries change only with a release; browsers and the gateway may reuse them for a while. */
const TRANSLATION_CACHE_CONTROL = 'public, max-age=300';

/** SPEC §7 GET /api/translations/core/{languageCode}: public, like the marketing site that reads it. */
export const translationRoutes = () => [
  route({
    method: 'GET',
    path: '/api/translations/core/:languageCode',
    access: access.public,
    params: translationParamsSchema,
    handle({ params: { languageCode }, res }): TranslationResponse {
      const translations = coreTranslationsFor(languageCode);
      if (!translations) throw new HttpError(404, `Unknown language: ${languageCode}`);
      res.set('Cache-Control', TRANSLATION_CACHE_CONTROL);
      return { translations };
    },
  }),
];
