// The service worker (SPEC §1 "Offline content"): the app opens and the member's journal, saved items and
// reading plans read offline; and it shows the notifications pushed to this browser. Built on its own by service-worker.webpack.config.js, served at /sw.js.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { API_CACHE, forgetMemberData, OFFLINE_CHAPTERS_CACHE } from '@koinonia/shell-contract/offline-caches';
import {
  isAppScreen,
  isChapterRead,
  isOfflineRead,
  isRemoteDirectory,
  isRemoteFile,
  isSessionChange,
  isVerseOfTheDay,
  REMOTE_FILES_CACHE,
} from './cache-rules';
import { keepSectionsOffline, REMOTE_DIRECTORY_CACHE } from './keep-sections';
import { appPage, keepAppPage } from './app-page';
import { listenForPushes } from './push';

declare const self: ServiceWorkerGlobalScope;
/** The shell's own built files, written in by the build (service-worker.webpack.config.js). */
declare const SHELL_FILES: Array<{ url: string; revision: string | null }>;

/** How long a read waits for the network before the copy kept offline answers it. */
const NETWORK_TIMEOUT_SECONDS = 6;

const onlySuccess: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};
/** A 401 means the session is over: what was kept for it goes. */
const sessionEndedForgetsMember: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await forgetMemberData();
    return response;
  },
};

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(SHELL_FILES);

listenForPushes();

self.addEventListener('install', (event) => event.waitUntil(keepAppPage()));
self.addEventListener('activate', (event) => event.waitUntil(keepSectionsOffline()));
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'keep-sections-offline')
    event.waitUntil(keepSectionsOffline());
});

registerRoute(({ request, url }) => request.mode === 'navigate' && isAppScreen(url), appPage);

registerRoute(
  ({ url, request }) => isSessionChange(url, request.method),
  async ({ request }) => {
    try {
      return await fetch(request);
    } finally {
      await forgetMemberData();
    }
  },
  'POST',
);

registerRoute(
  ({ url }) => isChapterRead(url),
  async ({ request }) => (await (await caches.open(OFFLINE_CHAPTERS_CACHE)).match(request)) ?? fetch(request),
);

/** A member's read: from the network, else the copy kept of it; copies go when the session ends. */
const memberRead = (matchOptions?: CacheQueryOptions) =>
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions,
    plugins: [onlySuccess, sessionEndedForgetsMember],
  });

registerRoute(({ url }) => isOfflineRead(url), memberRead());
// Kept once whatever its date, so the last one read answers offline.
registerRoute(({ url }) => isVerseOfTheDay(url), memberRead({ ignoreSearch: true }));

registerRoute(
  ({ url }) => isRemoteDirectory(url),
  new NetworkFirst({
    cacheName: REMOTE_DIRECTORY_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlySuccess],
  }),
);

registerRoute(
  ({ url }) => isRemoteFile(url),
  new CacheFirst({
    cacheName: REMOTE_FILES_CACHE,
    plugins: [onlySuccess, new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })],
  }),
);
