import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  endpointPath,
  prayerWallEndpoints,
  type PrayerCategory,
  type Prayer,
  type PrayerWallScope,
} from '@koinonia/contracts';
import {
  endpointQueryKey,
  restoreCachedLists,
  updateCachedListItems,
  useEndpointList,
  useEndpointMutation,
  useEndpointQuery,
} from '@koinonia/shell-contract';

/** Every list of the wall is cached under this path (each page size, each filter, each page). */
const wallPath = prayerWallEndpoints.list.path;
const prayerKey = (prayerId: string) => endpointQueryKey(prayerWallEndpoints.get, { params: { prayerId } });
/** A circle's feed lists requests too: a change to one shows there as well. */
const feedsMatch = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && /^\/api\/prayer-circles\/[^/]+\/prayers$/.test(key[0]);

export interface PrayerWallFilters {
  category?: PrayerCategory;
  scope: PrayerWallScope;
  q?: string;
}

/** The church's wall, newest first, a page at a time, as filtered. */
export const usePrayerWall = (filters: PrayerWallFilters = { scope: 'all' }, pageSize = 20) =>
  useEndpointList(prayerWallEndpoints.list, {
    query: {
      limit: pageSize,
      scope: filters.scope,
      ...(filters.category ? { category: filters.category } : {}),
      ...(filters.q ? { q: filters.q } : {}),
    },
  });

/** One request (its own page). */
export const usePrayer = (prayerId: string) => useEndpointQuery(prayerWallEndpoints.get, { params: { prayerId } });

/** Puts the request as it now stands everywhere it is shown: every list, every feed, its own page. */
function showEverywhere(queryClient: QueryClient, updated: Prayer) {
  const replace = (item: Prayer) => (item.id === updated.id ? updated : item);
  updateCachedListItems<Prayer>(queryClient, wallPath, replace);
  for (const [key] of queryClient.getQueriesData({ predicate: (query) => feedsMatch(query.queryKey) })) {
    updateCachedListItems<Prayer>(queryClient, key[0] as string, replace);
  }
  queryClient.setQueryData(prayerKey(updated.id), updated);
}

/** Shares a request; the wall is read again so it appears where the server put it. */
export function usePostPrayer() {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerWallEndpoints.post, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [wallPath] }),
  });
}

/** The author rewrites a request (its words, category, audience, circles). */
export function useUpdatePrayer() {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerWallEndpoints.update, {
    onSuccess: (updated) => {
      showEverywhere(queryClient, updated);
      // Its audience may have changed: feeds and filtered lists are read again.
      void queryClient.invalidateQueries({
        predicate: (query) => feedsMatch(query.queryKey) || query.queryKey[0] === wallPath,
      });
    },
  });
}

/**
 * "I prayed" and its undo, shown at once (the count and the pressed state change before the server
 * answers) and put back if the call fails.
 */
export function useTogglePrayed() {
  const queryClient = useQueryClient();
  const options = {
    toCall: (prayer: Prayer) => ({ params: { prayerId: prayer.id } }),
    onMutate: async (prayer: Prayer) => {
      await queryClient.cancelQueries({ queryKey: [wallPath] });
      const toggled = {
        ...prayer,
        prayedByMe: !prayer.prayedByMe,
        prayerCount: Math.max(prayer.prayerCount + (prayer.prayedByMe ? -1 : 1), 0),
      };
      const before = updateCachedListItems<Prayer>(queryClient, wallPath, (item) =>
        item.id === prayer.id ? toggled : item,
      );
      const single = queryClient.getQueryData(prayerKey(prayer.id));
      if (single) queryClient.setQueryData(prayerKey(prayer.id), toggled);
      return { before, single };
    },
    onError: (
      _error: Error,
      prayer: Prayer,
      context: { before: ReturnType<typeof updateCachedListItems>; single: unknown } | undefined,
    ) => {
      if (!context) return;
      restoreCachedLists(queryClient, context.before);
      if (context.single) queryClient.setQueryData(prayerKey(prayer.id), context.single);
    },
    onSuccess: (updated: Prayer) => {
      showEverywhere(queryClient, updated);
      void queryClient.invalidateQueries({
        queryKey: [endpointPath(prayerWallEndpoints.intercessors, { prayerId: updated.id })],
      });
    },
  };
  const pray = useEndpointMutation(prayerWallEndpoints.pray, options);
  const unpray = useEndpointMutation(prayerWallEndpoints.unpray, options);
  return {
    toggle: (prayer: Prayer, handlers: { onError(error: Error): void }) =>
      (prayer.prayedByMe ? unpray : pray).mutate(prayer, { onError: handlers.onError }),
  };
}

/** The author marks their request answered (with what they would tell of it), or not answered. */
export function useSetAnswered() {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerWallEndpoints.setAnswered, {
    toCall: ({ prayer, answered, testimony }: { prayer: Prayer; answered: boolean; testimony?: string }) => ({
      params: { prayerId: prayer.id },
      body: answered ? { answered, testimony: testimony ?? '' } : { answered },
    }),
    onSuccess: (updated) => showEverywhere(queryClient, updated),
  });
}

/** The author takes their request down; it leaves every cached list. */
export function useRemovePrayer() {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerWallEndpoints.remove, {
    toCall: (prayer: Prayer) => ({ params: { prayerId: prayer.id } }),
    onSuccess: (_answer, prayer) => {
      updateCachedListItems<Prayer>(queryClient, wallPath, (item) => (item.id === prayer.id ? null : item));
      queryClient.removeQueries({ queryKey: prayerKey(prayer.id) });
      void queryClient.invalidateQueries({ predicate: (query) => feedsMatch(query.queryKey) });
    },
  });
}

/** Who prayed for a request, newest first. */
export const useIntercessors = (prayerId: string) =>
  useEndpointList(prayerWallEndpoints.intercessors, { params: { prayerId }, query: { limit: 20 } });

/** The comments on a request, oldest first. */
export const useComments = (prayerId: string) =>
  useEndpointList(prayerWallEndpoints.comments, { params: { prayerId }, query: { limit: 50 } });

/** Comments change the request's count too: both are read again. */
function refreshComments(queryClient: QueryClient, prayerId: string) {
  void queryClient.invalidateQueries({ queryKey: [endpointPath(prayerWallEndpoints.comments, { prayerId })] });
  void queryClient.invalidateQueries({ queryKey: prayerKey(prayerId) });
  void queryClient.invalidateQueries({ queryKey: [wallPath] });
}

export function useAddComment(prayerId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerWallEndpoints.comment, {
    toCall: (body: string) => ({ params: { prayerId }, body: { body } }),
    onSuccess: () => refreshComments(queryClient, prayerId),
  });
}

export function useRemoveComment(prayerId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerWallEndpoints.removeComment, {
    toCall: (commentId: string) => ({ params: { commentId } }),
    onSuccess: () => refreshComments(queryClient, prayerId),
  });
}

/** Reports a request to the church's moderators; it then shows as reported by the reader. */
export function useReportPrayer() {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerWallEndpoints.report, {
    onSuccess: (_receipt, call) => {
      const prayerId = (call.params as { prayerId: string }).prayerId;
      const mark = (item: Prayer) => (item.id === prayerId ? { ...item, reportedByMe: true } : item);
      updateCachedListItems<Prayer>(queryClient, wallPath, mark);
      const single = queryClient.getQueryData<Prayer>(prayerKey(prayerId));
      if (single) queryClient.setQueryData(prayerKey(prayerId), mark(single));
    },
  });
}
