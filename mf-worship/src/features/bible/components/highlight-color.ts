import type { DefaultTheme } from 'styled-components';
import type { BibleHighlightColor } from '@koinonia/contracts';

/** The theme's colour behind a verse highlighted in `color` (one token per colour, light and dark). */
export const highlightColor = (theme: DefaultTheme, color: BibleHighlightColor): string =>
  ({ yellow: theme.colors.highlightYellow, green: theme.colors.highlightGreen, blue: theme.colors.highlightBlue, pink: theme.colors.highlightPink })[color];
