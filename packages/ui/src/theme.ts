import type { FontSize, ThemeMode } from '@koinonia/contracts';

/** Light and dark palettes and the three font sizes (SPEC §4). Remotes style only through these tokens. */
export interface Palette {
  background: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryText: string;
  accent: string;
  danger: string;
  dangerText: string;
  success: string;
  focus: string;
  /** Behind marked text (a verse gone to, words a search found): the text keeps its own colour on it. */
  highlight: string;
  /** The colours a reader highlights verses in (bibleHighlightColors), soft enough to read the text on. */
  highlightYellow: string;
  highlightGreen: string;
  highlightBlue: string;
  highlightPink: string;
}

export const lightPalette: Palette = {
  background: '#f7f5f0',
  surface: '#ffffff',
  surfaceRaised: '#fbfaf7',
  border: '#ddd8cc',
  text: '#1f1d1a',
  textMuted: '#5c574e',
  primary: '#1f4e8c',
  primaryText: '#ffffff',
  accent: '#b8860b',
  danger: '#b42318',
  dangerText: '#ffffff',
  success: '#1f7a4d',
  focus: '#2f6fd1',
  highlight: '#fbe7a1',
  highlightYellow: '#fbe7a1',
  highlightGreen: '#cdeccf',
  highlightBlue: '#cfe3fb',
  highlightPink: '#f9d3e3',
};

export const darkPalette: Palette = {
  background: '#121417',
  surface: '#1b1e23',
  surfaceRaised: '#23272e',
  border: '#353a43',
  text: '#f1efe9',
  textMuted: '#b3ada2',
  primary: '#7fb0f5',
  primaryText: '#0c1a2e',
  accent: '#e3b341',
  danger: '#f97066',
  dangerText: '#1b0b09',
  success: '#5cc592',
  focus: '#9cc3ff',
  highlight: '#5b4a12',
  highlightYellow: '#5b4a12',
  highlightGreen: '#1f4d2c',
  highlightBlue: '#1d3a5f',
  highlightPink: '#5a2440',
};

export type { FontSize, ThemeMode };

export interface KoinoniaTheme {
  mode: ThemeMode;
  colors: Palette;
  radius: { small: string; medium: string; large: string };
  space: (steps: number) => string;
  breakpoints: { phone: number; mobile: number; desktop: number };
}

/**
 * SPEC §9: mobile breakpoint 768px, desktop 1024px. SPEC §2 also hides the sidebar "on small screens" while
 * forcing icon mode below 768px; phone (640px) is where the sidebar gives way to the header's drawer.
 */
export const BREAKPOINTS = { phone: 640, mobile: 768, desktop: 1024 } as const;

export function createTheme(mode: ThemeMode): KoinoniaTheme {
  return {
    mode,
    colors: mode === 'dark' ? darkPalette : lightPalette,
    radius: { small: '6px', medium: '10px', large: '16px' },
    space: (steps) => `${steps * 0.25}rem`,
    breakpoints: BREAKPOINTS,
  };
}

/** SPEC §4: the font size is a class on the root element; rem units follow it. */
export const fontSizeRootPixels: Record<FontSize, number> = { small: 14, medium: 16, large: 18 };

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends KoinoniaTheme {}
}
