import type { QueryClient } from '@tanstack/react-query';

/**
 * Registers the service worker (shell/service-worker/sw.ts) in the built app, and asks it at every start to keep
 * the sections' files offline, so a section released since the last visit is kept too. `onFirstControl` runs when
 * a worker first takes this page over (its first visit): the page's reads, made before, are made again through it,
 * so they are kept too. Development servers build no worker.
 */
export function registerServiceWorker({ onFirstControl }: { onFirstControl(): void }): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  }
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: 'keep-sections-offline' }))
    .catch((error: unknown) =>
      console.info('[koinonia] no offline support', error instanceof Error ? error.message : error),
    );
}

/**
 * Makes the page's reads again, through the worker that just took the page over, once none is on its way: a read
 * still on its way when asked again would only be joined, and would never pass through the worker.
 */
export function readAgainThroughWorker(queryClient: QueryClient): void {
  const readAgain = () => void queryClient.invalidateQueries();
  if (queryClient.isFetching() === 0) return readAgain();
  const stop = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() > 0) return;
    stop();
    readAgain();
  });
}
