import { useCallback } from 'react';

/**
 * A page's heading takes focus when it first shows (after a navigation, or once its data has loaded), so a
 * screen reader announces the new page and Tab continues from its top. Stable, so a re-render never moves focus.
 */
export function useFocusOnShow<Element extends HTMLElement>() {
  return useCallback((element: Element | null) => element?.focus({ preventScroll: true }), []);
}
