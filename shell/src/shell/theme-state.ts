import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_FONT_SIZE, fontSizes, THEME_STORAGE_KEY, themePreferences, type FontSize, type ThemePreference } from '@koinonia/contracts';
import type { ThemeMode } from '@koinonia/ui';

export { THEME_STORAGE_KEY };
export const FONT_SIZE_STORAGE_KEY = 'fontSize';
/** SPEC §3: the theme-onboarding-seen flag. */
export const THEME_ONBOARDING_STORAGE_KEY = 'themeOnboardingSeen';
/** SPEC §9: daytime theme hours 6 to 18. */
export const DAYTIME_START_HOUR = 6;
export const DAYTIME_END_HOUR = 18;

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** SPEC §5: a stored theme is accepted only if it is light, dark or auto. */
export function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.includes(value as ThemePreference);
}
export function isFontSize(value: unknown): value is FontSize {
  return fontSizes.includes(value as FontSize);
}

export function systemPrefersDark(): boolean {
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

function storedTheme(): ThemePreference | null {
  const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  return isThemePreference(stored) ? stored : null;
}

/** SPEC §4: stored if valid; else dark when the system prefers dark; else light from 06:00 to 17:59. */
export function initialThemePreference(now = new Date()): ThemePreference {
  const stored = storedTheme();
  if (stored) return stored;
  if (systemPrefersDark()) return 'dark';
  const hour = now.getHours();
  return hour >= DAYTIME_START_HOUR && hour < DAYTIME_END_HOUR ? 'light' : 'dark';
}

/** SPEC §4: the header toggle starts from the saved choice, else the device's dark preference, else light. */
export function toggleStartingMode(): ThemeMode {
  const stored = storedTheme();
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark() ? 'dark' : 'light';
}

export function initialFontSize(): FontSize {
  const stored = window.localStorage.getItem(FONT_SIZE_STORAGE_KEY);
  return isFontSize(stored) ? stored : DEFAULT_FONT_SIZE;
}

export function hasSeenThemeOnboarding(): boolean {
  return storedTheme() !== null || window.localStorage.getItem(THEME_ONBOARDING_STORAGE_KEY) === 'true';
}
export function dismissThemeOnboarding(): void {
  window.localStorage.setItem(THEME_ONBOARDING_STORAGE_KEY, 'true');
}

export function resolveMode(preference: ThemePreference, systemDark: boolean): ThemeMode {
  return preference === 'auto' ? (systemDark ? 'dark' : 'light') : preference;
}

/**
 * The theme and font size: what was chosen and what shows. Auto follows the system live; the font size is
 * a class on the root element (SPEC §4). adopt() takes server preferences without storing them as a choice.
 */
export function useThemeState() {
  const [preference, setPreference] = useState<ThemePreference>(initialThemePreference);
  const [fontSize, setFontSizeState] = useState<FontSize>(initialFontSize);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const follow = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const mode = resolveMode(preference, systemDark);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    for (const size of fontSizes) root.classList.toggle(`font-${size}`, size === fontSize);
  }, [mode, fontSize]);

  /** SPEC §4: choosing a theme stores it and dismisses onboarding. */
  const chooseTheme = useCallback((next: ThemePreference) => {
    window.localStorage.setItem(THEME_STORAGE_KEY, next);
    dismissThemeOnboarding();
    setPreference(next);
  }, []);
  const chooseFontSize = useCallback((next: FontSize) => {
    window.localStorage.setItem(FONT_SIZE_STORAGE_KEY, next);
    setFontSizeState(next);
  }, []);
  /** SPEC §4: server preferences, when loaded, override theme and fontSize. */
  const adopt = useCallback((server: { theme: ThemePreference | null; fontSize: FontSize }) => {
    if (server.theme) {
      window.localStorage.setItem(THEME_STORAGE_KEY, server.theme);
      setPreference(server.theme);
    }
    window.localStorage.setItem(FONT_SIZE_STORAGE_KEY, server.fontSize);
    setFontSizeState(server.fontSize);
  }, []);

  return { preference, mode, fontSize, chooseTheme, chooseFontSize, adopt };
}
