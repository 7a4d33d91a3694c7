import { useQueryClient } from '@tanstack/react-query';
import { prayerWallEndpoints, type Prayer } from '@koinonia/contracts';
import {
  endpointQueryKey,
  restoreCachedLists,
  updateCachedListItems,
  useEndpointList,
  useEndpointMutation,
} from '@koinonia/shell-contract';

/** Every list of the wall is cached under this path (each page size, each page). */
const wallPath = prayerWallEndpoints.list.path;

/** The church's wall, newest first, a page at a time. */
export const usePrayerWall = (pageSize = 20) => useEndpointList(prayerWallEndpoints.list, { query: { limit: pageSize } });

/** Shares a request; the wall is read again so it appears where the server put it. */
export function usePostPrayer() {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerWallEndpoints.post, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointQueryKey(prayerWallEndpoints.list) }),
  });
}

const replaceIn = (queryClient: ReturnType<typeof useQueryClient>, updated: Prayer) =>
  updateCachedListItems<Prayer>(queryClient, wallPath, (item) => (item.id === updated.id ? updated : item));

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
      return updateCachedListItems<Prayer>(queryClient, wallPath, (item) =>
        item.id === prayer.id
          ? { ...item, prayedByMe: !prayer.prayedByMe, prayerCount: Math.max(item.prayerCount + (prayer.prayedByMe ? -1 : 1), 0) }
          : item,
      );
    },
    onError: (_error: Error, _prayer: Prayer, before: ReturnType<typeof updateCachedListItems> | undefined) => {
      if (before) restoreCachedLists(queryClient, before);
    },
    onSuccess: (updated: Prayer) => void replaceIn(queryClient, updated),
  };
  const pray = useEndpointMutation(prayerWallEndpoints.pray, options);
  const unpray = useEndpointMutation(prayerWallEndpoints.unpray, options);
  return {
    toggle: (prayer: Prayer, handlers: { onError(error: Error): void }) =>
      (prayer.prayedByMe ? unpray : pray).mutate(prayer, { onError: handlers.onError }),
  };
}

/** The author marks their request answered, or not. */
export function useSetAnswered() {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerWallEndpoints.setAnswered, {
    toCall: ({ prayer, answered }: { prayer: Prayer; answered: boolean }) => ({ params: { prayerId: prayer.id }, body: { answered } }),
    onSuccess: (updated) => void replaceIn(queryClient, updated),
  });
}

/** The author takes their request down; it leaves every cached page. */
export function useRemovePrayer() {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerWallEndpoints.remove, {
    toCall: (prayer: Prayer) => ({ params: { prayerId: prayer.id } }),
    onSuccess: (_answer, prayer) => void updateCachedListItems<Prayer>(queryClient, wallPath, (item) => (item.id === prayer.id ? null : item)),
  });
}
