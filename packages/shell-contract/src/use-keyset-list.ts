import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from './shell-context';

export interface KeysetPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** Reads a keyset-paginated /api list ({ items, nextCursor }) page by page, for "Load more" lists. */
export function useKeysetList<Item>(path: string, pageSize = 20) {
  const apiRequest = useApi();
  const query = useInfiniteQuery({
    queryKey: [path, { pageSize }],
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
