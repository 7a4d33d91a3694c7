import { isNetworkFailure } from '@koinonia/api-client';
import {
  bibleEndpoints,
  endpointPath,
  readingPlanEndpoints,
  type IndividualPlanTier,
  type OfflineChapter,
} from '@koinonia/contracts';
import { callEndpoint, OFFLINE_CHAPTERS_CACHE, type ApiRequest } from '@koinonia/shell-contract';

/** What is kept on this device for reading offline, and what the member's plan allows. */
export interface KeptChapters {
  /** Chapters in the device's cache now. */
  kept: number;
  /** From the server's last answer; null when the server could not be asked (offline). */
  plan: { planTier: IndividualPlanTier; limit: number | null; ahead: number } | null;
}

/** Chapters fetched at once while filling the cache: enough to be quick, few enough to leave the page its calls. */
const PARALLEL_FETCHES = 4;

const chapterUrl = (translation: string, { book, chapter }: OfflineChapter) =>
  new URL(endpointPath(bibleEndpoints.chapter, { translation, book, chapter }), window.location.origin).href;

async function fetchInto(cache: Cache, url: string): Promise<void> {
  // Through the service worker, which answers a chapter from this cache when it has it and else asks the server.
  const response = await fetch(url, { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (response.ok) await cache.put(url, response);
}

/**
 * Makes the device's offline chapters exactly the ones the server names for the member (SPEC §1 "Offline content"):
 * the chapters ahead in their reading plans, within their plan tier's limit (SPEC §6). Chapters no longer ahead are
 * dropped, so a free plan never holds more than its limit; the service worker answers the reader from this cache.
 */
export async function keepPlanChapters(apiRequest: ApiRequest, translation: string): Promise<KeptChapters> {
  if (typeof caches === 'undefined') return { kept: 0, plan: null };
  const cache = await caches.open(OFFLINE_CHAPTERS_CACHE);
  let answer;
  try {
    answer = await callEndpoint(apiRequest, readingPlanEndpoints.offline);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return { kept: (await cache.keys()).length, plan: null };
  }
  const wanted = answer.chapters.map((chapter) => chapterUrl(translation, chapter));
  const wantedSet = new Set(wanted);
  for (const request of await cache.keys()) if (!wantedSet.has(request.url)) await cache.delete(request);
  const missing: string[] = [];
  for (const url of wanted) if (!(await cache.match(url))) missing.push(url);
  const workers = Array.from({ length: PARALLEL_FETCHES }, async () => {
    for (let url = missing.shift(); url !== undefined; url = missing.shift()) {
      await fetchInto(cache, url).catch(() => undefined); // a chapter not kept now is tried at the next start
    }
  });
  await Promise.all(workers);
  return {
    kept: (await cache.keys()).length,
    plan: { planTier: answer.planTier, limit: answer.limit, ahead: wanted.length },
  };
}
