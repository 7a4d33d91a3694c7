import { endpointPath, soapJournalEndpoints } from '@koinonia/contracts';
import { API_CACHE, callEndpoint, type ApiRequest } from '@koinonia/shell-contract';
import { JOURNAL_PAGE_SIZE } from '../api';

/**
 * Keeps the journal readable offline: its first page is read through the service worker, which keeps it, and each
 * of its entries is kept as the entry's own read answers it, so every recent entry opens offline too.
 */
export async function keepJournalOffline(apiRequest: ApiRequest): Promise<void> {
  const page = await callEndpoint(apiRequest, soapJournalEndpoints.list, { query: { limit: JOURNAL_PAGE_SIZE } });
  if (typeof caches === 'undefined') return;
  const copies = await caches.open(API_CACHE);
  await Promise.all(
    page.items.map((entry) =>
      copies.put(
        endpointPath(soapJournalEndpoints.read, { entryId: entry.id }),
        new Response(JSON.stringify(entry), { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
      ),
    ),
  );
}
