import { translationParamsSchema, type TranslationResponse } from '@koinonia/contracts';
import { access, HttpError, route } from '@koinonia/service-kit';
import { appTranslationsFor } from '@koinonia/i18n/app';

/** The dictionaries change only with a release; browsers and the gateway may reuse them for a while. */
const TRANSLATION_CACHE_CONTROL = 'public, max-age=300';

/**
 * SPEC §7 GET /api/translations/core/{languageCode}: public, like the marketing site that reads it. It answers every
 * section of the signed-in app (packages/i18n/src/app) at once, so a remote's strings arrive with the shell's.
 */
export const translationRoutes = () => [
  route({
    method: 'GET',
    path: '/api/translations/core/:languageCode',
    access: access.public,
    params: translationParamsSchema,
    handle({ params: { languageCode }, res }): TranslationResponse {
      const translations = appTranslationsFor(languageCode);
      if (!translations) throw new HttpError(404, `Unknown language: ${languageCode}`);
      res.set('Cache-Control', TRANSLATION_CACHE_CONTROL);
      return { translations };
    },
  }),
];
