import { useCallback, useEffect, useState } from 'react';
import type { ThemeMode } from '@koinonia/ui';

export type ThemePreference = ThemeMode | 'auto';
export const THEME_STORAGE_KEY = 'theme';

const isPreference = (value: unknown): value is ThemePreference => value === 'light' || value === 'dark' || value === 'auto';
const systemPrefersDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/** SPEC §4: stored if valid; else dark when the system prefers dark; else light from 06:00 to 17:59. */
export function initialThemePreference(now = new Date()): ThemePreference {
  const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  if (isPreference(stored)) return stored;
  if (systemPrefersDark()) return 'dark';
  const hour = now.getHours();
  return hour >= 6 && hour < 18 ? 'light' : 'dark';
}

/** The theme preference and the mode it resolves to; auto follows the system live (SPEC §4). */
export function useThemeState() {
  const [preference, setPreference] = useState<ThemePreference>(initialThemePreference);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const follow = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const choose = useCallback((next: ThemePreference) => {
    window.localStorage.setItem(THEME_STORAGE_KEY, next);
    setPreference(next);
  }, []);

  const mode: ThemeMode = preference === 'auto' ? (systemDark ? 'dark' : 'light') : preference;
  return { preference, mode, choose };
}
