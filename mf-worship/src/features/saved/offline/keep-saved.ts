import { savedItemKinds, savedItemsEndpoints } from '@koinonia/contracts';
import { callEndpoint, useApi, type ApiRequest } from '@koinonia/shell-contract';
import { useKeptOffline } from '../../../shared/keep-offline';
import { SAVED_PAGE_SIZE } from '../api';

/**
 * Reads the first page of /saved and of each of its tabs as those screens read them, through the service worker,
 * which keeps them: saved items open offline (SPEC §1) even when the member has not opened them lately.
 */
export async function keepSavedOffline(apiRequest: ApiRequest): Promise<void> {
  const pages = [{ limit: SAVED_PAGE_SIZE }, ...savedItemKinds.map((kind) => ({ kind, limit: SAVED_PAGE_SIZE }))];
  for (const query of pages) await callEndpoint(apiRequest, savedItemsEndpoints.list, { query });
}

/** Keeps saved items offline, beside every screen of the worship section; shows nothing. */
export function KeepSavedOffline() {
  const apiRequest = useApi();
  useKeptOffline('saved', () => keepSavedOffline(apiRequest));
  return null;
}
