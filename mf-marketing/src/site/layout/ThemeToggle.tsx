import { useEffect, useState } from 'react';
import { THEME_STORAGE_KEY, type ThemeMode } from '@koinonia/contracts';
import { useCopy, useSite } from '../site-context';

type Mode = ThemeMode;

/**
 * Flips the page between light and dark and keeps the choice where the app reads it (SPEC §4). The page
 * starts in the mode the head script chose (theme-script.ts), which the server cannot know: the button
 * learns it after hydration.
 */
export function ThemeToggle() {
  const common = useCopy('common');
  const appTheme = useSite().theme;
  const [mode, setMode] = useState<Mode>('light');
  useEffect(() => {
    setMode(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  }, []);
  const toggle = () => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // The page still switches; only remembering the choice failed.
    }
    setMode(next);
  };
  const shown = appTheme?.mode ?? mode;
  return (
    <button
      type="button"
      className="k-icon-button k-theme-toggle"
      onClick={appTheme?.toggle ?? toggle}
      aria-label={shown === 'dark' ? common.theme.toLight : common.theme.toDark}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {shown === 'dark' ? (
          <path d="M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7 1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2-1.4-1.4M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        )}
      </svg>
    </button>
  );
}
