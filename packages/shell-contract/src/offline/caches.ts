/**
 * The browser caches of offline content (SPEC §1), named once for the shell's service worker, which answers
 * from them, and the sections, which choose what goes in some of them. No React here: the worker imports it.
 */

/** The member's own reads, kept from the last time they were answered (journal, saved items, plans, who they are). */
export const API_CACHE = 'koinonia-api';
/** Chapters of the member's reading plans, chosen by the worship section within the plan tier's limit. */
export const OFFLINE_CHAPTERS_CACHE = 'koinonia-offline-chapters';
/** The caches holding one member's data: emptied whenever who is signed in may change. */
export const MEMBER_CACHES: readonly string[] = [API_CACHE];

/** Empties every cache of one member's data (at sign-out, and by the worker when a session ends). */
export async function forgetMemberData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(MEMBER_CACHES.map((name) => caches.delete(name)));
}

/** A service worker answers this page's calls, from its copies when offline. */
export const servedByServiceWorker = (): boolean =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
