// No zod here: the shell's first screen reads these, and importing a schema module would bring zod along.

// The one vocabulary of theme and font size: the API, the shell, the remotes and packages/ui all use these.

/** SPEC §4 "Theme": what is on screen, light or dark. */
export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];
/** What a person chose: a mode, or auto (which follows the system). */
export const themePreferences = [...themeModes, 'auto'] as const;
export type ThemePreference = (typeof themePreferences)[number];
/** SPEC §4 "Font size": medium is the default. */
export const fontSizes = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof fontSizes)[number];
export const DEFAULT_FONT_SIZE: FontSize = 'medium';

/** SPEC §3 "Preferences", as GET /api/user/preferences answers them (theme null until one was chosen). */
export interface UserPreferences {
  theme: ThemePreference | null;
  fontSize: FontSize;
}

/** Where the browser keeps the visitor's choices, read by the app and by the public site alike. */
export const THEME_STORAGE_KEY = 'theme';
export const LANGUAGE_STORAGE_KEY = 'language';
