import { useInfiniteQuery } from '@tanstack/react-query';
import type { KeysetPage } from './endpoint-queries';
import { useApi } from './shell-context';

/**
 * Reads a keyset-paginated /api list by its path, page by page. Lists declared as contract endpoints use
 * useEndpointList instead; this serves the ones not yet declared so.
 */
export function useKeysetList<Item>(path: string, pageSize = 20) {
  const apiRequest = useApi();
  const query = useInfiniteQuery({
    queryKey: [path, { limit: pageSize }],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(pageSize) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<KeysetPage<Item>>('GET', `${path}?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
