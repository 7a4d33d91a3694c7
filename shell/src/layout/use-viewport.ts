import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@koinonia/ui';

export type Viewport = 'phone' | 'mobile' | 'tablet' | 'desktop';

function currentViewport(): Viewport {
  const width = window.innerWidth;
  if (width < BREAKPOINTS.phone) return 'phone';
  if (width < BREAKPOINTS.mobile) return 'mobile';
  if (width < BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** phone < 640 ≤ mobile < 768 ≤ tablet < 1024 ≤ desktop (SPEC §9 breakpoints). */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, currentViewport, () => 'desktop');
}
