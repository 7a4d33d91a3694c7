import { z } from 'zod';

/** SPEC §3 "Translation response": GET /api/translations/core/{languageCode}. */
export const translationResponseSchema = z.object({ translations: z.record(z.string(), z.string()) });
export type TranslationResponse = z.infer<typeof translationResponseSchema>;

export const translationParamsSchema = z.strictObject({ languageCode: z.string() });
