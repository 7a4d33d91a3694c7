import { z } from 'zod';
import { fontSizes, themePreferences, type UserPreferences } from './preference-values';

export const themePreferenceSchema = z.enum(themePreferences);
export const fontSizeSchema = z.enum(fontSizes);

/**
 * SPEC §3 "Preferences", GET /api/user/preferences. theme is null until the user has chosen one, so that
 * the client's initial-theme rule (stored, system, daytime) still applies; a chosen theme overrides it.
 */
export const userPreferencesSchema: z.ZodType<UserPreferences> = z.object({
  theme: themePreferenceSchema.nullable(),
  fontSize: fontSizeSchema,
});

/** PUT /api/user/preferences: either or both; answers the saved preferences. */
export const updatePreferencesSchema = z
  .strictObject({ theme: themePreferenceSchema.optional(), fontSize: fontSizeSchema.optional() })
  .refine((update) => update.theme !== undefined || update.fontSize !== undefined, 'Give a theme or a font size');
export type PreferencesUpdate = z.infer<typeof updatePreferencesSchema>;

/** SPEC §7 POST /api/user/language: a code from the supported list (SPEC §9); answers 204. */
export const languagePreferenceRequestSchema = z.strictObject({ preferredLanguage: z.string().min(2).max(8) });
export type LanguagePreferenceRequest = z.infer<typeof languagePreferenceRequestSchema>;
