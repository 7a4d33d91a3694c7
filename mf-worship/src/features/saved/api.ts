import { useQueryClient } from '@tanstack/react-query';
import { savedItemsEndpoints, type SavedItemKind } from '@koinonia/contracts';
import { endpointQueryKey, useEndpointList, useEndpointMutation } from '@koinonia/shell-contract';

/** What the list is narrowed to: one kind, and words the saved thing's text has. */
export interface SavedItemsFilters {
  kind?: SavedItemKind;
  q?: string;
}

/** Items on one page of the saved list. */
export const SAVED_PAGE_SIZE = 20;

/** The member's saved items, newest first, a page at a time. */
export function useSavedItems(filters: SavedItemsFilters, pageSize = SAVED_PAGE_SIZE) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as SavedItemsFilters;
  return useEndpointList(savedItemsEndpoints.list, { query: { ...query, limit: pageSize } });
}

/** Takes an item off the list; the lists and the Save buttons' lookups are read again. */
export function useRemoveSavedItem() {
  const queryClient = useQueryClient();
  return useEndpointMutation(savedItemsEndpoints.remove, {
    toCall: (savedItemId: string) => ({ params: { savedItemId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(savedItemsEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(savedItemsEndpoints.lookup) }),
      ]),
  });
}
