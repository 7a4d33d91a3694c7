import type { RouteHandlerCallback } from 'workbox-core/types';

/** The shell's page (every signed-in screen is drawn by it), as the gateway last served it. */
export const APP_PAGE_CACHE = 'koinonia-app-page';
const APP_PAGE_KEY = '/__app-page';
/** Any signed-in screen answers with the same page: the first one fetched at install. */
const FIRST_SCREEN = '/dashboard';

async function keep(response: Response): Promise<void> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) return;
  await (await caches.open(APP_PAGE_CACHE)).put(APP_PAGE_KEY, response);
}

/** At install, so the app opens offline after its very first visit. */
export async function keepAppPage(): Promise<void> {
  try {
    await keep(await fetch(FIRST_SCREEN, { credentials: 'same-origin' }));
  } catch {
    // Offline at install: the next screen opened online keeps it.
  }
}

/**
 * A signed-in screen: from the network when it answers, which also refreshes the copy kept (with its security
 * headers); offline, the copy kept.
 */
export const appPage: RouteHandlerCallback = async ({ request }) => {
  try {
    const response = await fetch(request);
    await keep(response.clone());
    return response;
  } catch (error) {
    const kept = await (await caches.open(APP_PAGE_CACHE)).match(APP_PAGE_KEY);
    if (kept) return kept;
    throw error;
  }
};
