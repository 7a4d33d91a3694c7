// No zod here: the shell's first screen reads these, and importing a schema module would bring zod along.

/** SPEC §4 "Theme": light, dark or auto (auto follows the system). */
export const themePreferences = ['light', 'dark', 'auto'] as const;
export type ThemePreferenceValue = (typeof themePreferences)[number];
/** SPEC §4 "Font size": medium is the default. */
export const fontSizes = ['small', 'medium', 'large'] as const;
export type FontSizeValue = (typeof fontSizes)[number];
export const DEFAULT_FONT_SIZE: FontSizeValue = 'medium';

/** SPEC §3 "Preferences", as GET /api/user/preferences answers them (theme null until one was chosen). */
export interface UserPreferences {
  theme: ThemePreferenceValue | null;
  fontSize: FontSizeValue;
}

/** Where the browser keeps the visitor's choices, read by the app and by the public site alike. */
export const THEME_STORAGE_KEY = 'theme';
export const LANGUAGE_STORAGE_KEY = 'language';
