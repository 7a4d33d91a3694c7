/**
 * Registers the service worker (shell/service-worker/sw.ts) in the built app, and asks it at every start to keep
 * the sections' files offline, so a section released since the last visit is kept too. Development servers build
 * no worker.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: 'keep-sections-offline' }))
    .catch((error: unknown) =>
      console.info('[koinonia] no offline support', error instanceof Error ? error.message : error),
    );
}

/** A service worker answers this page's calls, from its copies when offline. */
export const servedByServiceWorker = (): boolean =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
