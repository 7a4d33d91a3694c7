import { Router } from 'express';
import { translationParamsSchema, type TranslationResponse } from '@koinonia/contracts';
import { HttpError, parse } from '@koinonia/service-kit';
import { coreTranslationsFor } from '../translations';

/** The dictionaries change only with a release; browsers and the gateway may reuse them for a while. */
const TRANSLATION_CACHE_CONTROL = 'public, max-age=300';

/** SPEC §7 GET /api/translations/core/{languageCode}: public, like the marketing site that reads it. */
export function translationRoutes(): Router {
  const router = Router();

  router.get('/api/translations/core/:languageCode', (req, res) => {
    const { languageCode } = parse(translationParamsSchema, req.params);
    const translations = coreTranslationsFor(languageCode);
    if (!translations) throw new HttpError(404, `Unknown language: ${languageCode}`);
    res.set('Cache-Control', TRANSLATION_CACHE_CONTROL);
    res.json({ translations } satisfies TranslationResponse);
  });

  return router;
}
