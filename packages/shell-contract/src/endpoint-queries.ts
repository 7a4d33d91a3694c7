import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import {
  endpointPath,
  endpointQueryString,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@koinonia/contracts';
import { useApi, type ShellValue } from './shell-context';

/** The inputs of one call, as the endpoint's schemas accept them (each only when the endpoint has it). */
export interface EndpointCall<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
}

type ApiRequest = ShellValue['apiRequest'];

/** Calls an endpoint through the shell's apiRequest (credentials, X-Requested-With, SPEC §8 errors). */
export function callEndpoint<E extends Endpoint>(
  apiRequest: ApiRequest,
  endpoint: E,
  call: EndpointCall<E> = {},
  options?: Parameters<ApiRequest>[3],
) {
  const url = endpointPath(endpoint, call.params as Record<string, unknown> | undefined) + endpointQueryString(call.query as Record<string, unknown> | undefined);
  return apiRequest<EndpointResponse<E>>(endpoint.method, url, call.body, options);
}

/**
 * The cache key of a read: its concrete path first, as SPEC §7's generic reads use the first key element
 * as the GET path (so invalidating a path reaches every page and filter of it), then its query.
 */
export function endpointQueryKey<E extends Endpoint>(endpoint: E, call: Pick<EndpointCall<E>, 'params' | 'query'> = {}): QueryKey {
  const path = endpointPath(endpoint, call.params as Record<string, unknown> | undefined);
  return call.query === undefined ? [path] : [path, call.query];
}

/** One GET endpoint's answer, cached under its key. */
export function useEndpointQuery<E extends Endpoint>(endpoint: E, call: Pick<EndpointCall<E>, 'params' | 'query'> = {}) {
  const apiRequest = useApi();
  return useQuery({
    queryKey: endpointQueryKey(endpoint, call),
    queryFn: () => callEndpoint(apiRequest, endpoint, call),
  });
}

export interface KeysetPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

type ListItem<E extends Endpoint> = EndpointResponse<E> extends KeysetPage<infer Item> ? Item : never;

/** A keyset-paginated list ({ items, nextCursor }) under `queryKey`, read a page at a time for "Load more". */
export function useKeysetPages<Item>(queryKey: QueryKey, fetchPage: (cursor: string | null) => Promise<KeysetPage<Item>>) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (page) => page.nextCursor,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/** A keyset-paginated GET endpoint read page by page. */
export function useEndpointList<E extends Endpoint>(
  endpoint: E,
  call: { params?: EndpointParams<E>; query?: Omit<NonNullable<EndpointQuery<E>>, 'cursor'> } = {},
) {
  const apiRequest = useApi();
  return useKeysetPages<ListItem<E>>(
    endpointQueryKey(endpoint, { params: call.params, query: (call.query ?? {}) as EndpointQuery<E> }),
    (cursor) =>
      callEndpoint(apiRequest, endpoint, {
        params: call.params,
        query: { ...call.query, ...(cursor ? { cursor } : {}) } as EndpointQuery<E>,
      }) as Promise<KeysetPage<ListItem<E>>>,
  );
}

/** A write to an endpoint; what to do around it (optimistic updates, invalidation) comes in the options. */
export function useEndpointMutation<E extends Endpoint, Variables = EndpointCall<E>, Context = unknown>(
  endpoint: E,
  options: Omit<UseMutationOptions<EndpointResponse<E>, Error, Variables, Context>, 'mutationFn'> & {
    /** How the hook's variables become the call (default: they are the call). */
    toCall?(variables: Variables): EndpointCall<E>;
  } = {},
) {
  const apiRequest = useApi();
  const { toCall, ...mutationOptions } = options;
  return useMutation({
    ...mutationOptions,
    mutationFn: (variables: Variables) => callEndpoint(apiRequest, endpoint, toCall ? toCall(variables) : (variables as EndpointCall<E>)),
  });
}

/**
 * Changes the cached items of every list under `path` (each page, each filter): `change` answers the new
 * item, or null to drop it. Answers what was cached before, so an optimistic change can be undone.
 */
export function updateCachedListItems<Item>(
  queryClient: QueryClient,
  path: string,
  change: (item: Item) => Item | null,
): Array<[QueryKey, unknown]> {
  const before = queryClient.getQueriesData({ queryKey: [path] });
  queryClient.setQueriesData<InfiniteData<KeysetPage<Item>>>({ queryKey: [path] }, (data) =>
    data?.pages
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((item) => {
              const changed = change(item);
              return changed ? [changed] : [];
            }),
          })),
        }
      : data,
  );
  return before;
}

/** Puts back what updateCachedListItems answered. */
export function restoreCachedLists(queryClient: QueryClient, before: Array<[QueryKey, unknown]>): void {
  for (const [key, data] of before) queryClient.setQueryData(key, data);
}
