import { endpointQueryString } from '@koinonia/contracts';
import { useKeysetPages, type KeysetPage } from './endpoint-queries';
import { useApi } from './shell-context';

/**
 * Reads a keyset-paginated /api list by its path, page by page. Lists declared as contract endpoints use
 * useEndpointList; this serves the ones not yet declared so, with the same keys and paging.
 */
export function useKeysetList<Item>(path: string, pageSize = 20) {
  const apiRequest = useApi();
  return useKeysetPages<Item>([path, { limit: pageSize }], (cursor) =>
    apiRequest<KeysetPage<Item>>('GET', path + endpointQueryString({ limit: pageSize, cursor })),
  );
}
