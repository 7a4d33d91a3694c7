import { act, renderHook } from '@testing-library/react';
import {
  FONT_SIZE_STORAGE_KEY,
  hasSeenThemeOnboarding,
  initialThemePreference,
  THEME_ONBOARDING_STORAGE_KEY,
  THEME_STORAGE_KEY,
  toggleStartingMode,
  useThemeState,
} from './theme-state';

let systemDark = false;
const listeners = new Set<(event: { matches: boolean }) => void>();
beforeEach(() => {
  window.localStorage.clear();
  systemDark = false;
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    matches: query.includes('dark') && systemDark,
    media: query,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  document.documentElement.className = '';
});

const at = (hour: number) => new Date(2026, 10, 23, hour, 30);

describe('SPEC §4 initial theme', () => {
  it('uses a stored theme when it is light, dark or auto', () => {
    for (const theme of ['light', 'dark', 'auto']) {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
      expect(initialThemePreference(at(12))).toBe(theme);
    }
  });

  it('SPEC §5: ignores a stored theme that is not light, dark or auto', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(initialThemePreference(at(12))).toBe('light');
  });

  it('is dark when the system prefers dark', () => {
    systemDark = true;
    expect(initialThemePreference(at(12))).toBe('dark');
  });

  it('is light from 06:00 to 17:59 and dark at other hours (SPEC §9)', () => {
    expect(initialThemePreference(at(5))).toBe('dark');
    expect(initialThemePreference(at(6))).toBe('light');
    expect(initialThemePreference(at(17))).toBe('light');
    expect(initialThemePreference(at(18))).toBe('dark');
  });

  it('starts the header toggle from the saved choice, else the device preference, else light', () => {
    expect(toggleStartingMode()).toBe('light');
    systemDark = true;
    expect(toggleStartingMode()).toBe('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(toggleStartingMode()).toBe('light');
  });
});

describe('SPEC §4 theme choices', () => {
  it('auto follows the system preference live', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'auto');
    const { result } = renderHook(() => useThemeState());
    expect(result.current.mode).toBe('light');
    act(() => listeners.forEach((listener) => listener({ matches: true })));
    expect(result.current.mode).toBe('dark');
  });

  it('choosing a theme stores it and dismisses the onboarding prompt', () => {
    expect(hasSeenThemeOnboarding()).toBe(false);
    const { result } = renderHook(() => useThemeState());
    act(() => result.current.chooseTheme('dark'));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(window.localStorage.getItem(THEME_ONBOARDING_STORAGE_KEY)).toBe('true');
    expect(result.current.mode).toBe('dark');
  });

  it('applies the font size as a class on the root element, medium by default', () => {
    const { result } = renderHook(() => useThemeState());
    expect(document.documentElement.classList.contains('font-medium')).toBe(true);
    act(() => result.current.chooseFontSize('large'));
    expect(document.documentElement.classList.contains('font-large')).toBe(true);
    expect(document.documentElement.classList.contains('font-medium')).toBe(false);
    expect(window.localStorage.getItem(FONT_SIZE_STORAGE_KEY)).toBe('large');
  });

  it('lets server preferences override theme and font size once loaded', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { result } = renderHook(() => useThemeState());
    act(() => result.current.adopt({ theme: 'dark', fontSize: 'small' }));
    expect(result.current.mode).toBe('dark');
    expect(result.current.fontSize).toBe('small');
    act(() => result.current.adopt({ theme: null, fontSize: 'medium' }));
    expect(result.current.mode).toBe('dark');
  });
});
