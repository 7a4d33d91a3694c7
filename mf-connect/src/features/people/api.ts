import { useQueryClient } from '@tanstack/react-query';
import { communityEndpoints, peopleEndpoints, type DirectorySharing, type PersonCard } from '@koinonia/contracts';
import {
  endpointQueryKey,
  restoreCachedLists,
  updateCachedListItems,
  useEndpointList,
  useEndpointMutation,
  useEndpointQuery,
} from '@koinonia/shell-contract';

/** What the directory is narrowed to: words of a name, one of the reader's communities. */
export interface DirectoryFilters {
  q?: string;
  communityId?: string;
}

export const PEOPLE_PAGE_SIZE = 24;

/** The church's people the member may find, by name, a page at a time. */
export function useDirectory(filters: DirectoryFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as DirectoryFilters;
  return useEndpointList(peopleEndpoints.directory, { query: { ...query, limit: PEOPLE_PAGE_SIZE } });
}

export const usePerson = (userId: string) => useEndpointQuery(peopleEndpoints.person, { params: { userId } });

/** The member's own communities, to narrow the directory to one. */
export const useMyCommunities = () => useEndpointQuery(communityEndpoints.mine);

export const useContacts = () => useEndpointList(peopleEndpoints.contacts, { query: { limit: PEOPLE_PAGE_SIZE } });

export const useMySharing = () => useEndpointQuery(peopleEndpoints.mySharing);

export function useSaveSharing() {
  const queryClient = useQueryClient();
  return useEndpointMutation(peopleEndpoints.setMySharing, {
    toCall: (sharing: DirectorySharing) => ({ body: sharing }),
    onSuccess: (saved) => queryClient.setQueryData(endpointQueryKey(peopleEndpoints.mySharing), saved),
  });
}

/** Every cached card of one person (the directory's pages, contacts, their own card) marked in or out of contacts. */
function markContact(queryClient: ReturnType<typeof useQueryClient>, userId: string, isContact: boolean) {
  const mark = (card: PersonCard) => (card.userId === userId ? { ...card, isContact } : card);
  const before = updateCachedListItems<PersonCard>(queryClient, peopleEndpoints.directory.path, mark);
  const personKey = endpointQueryKey(peopleEndpoints.person, { params: { userId } });
  const card = queryClient.getQueryData<PersonCard>(personKey);
  if (card) {
    before.push([personKey, card]);
    queryClient.setQueryData(personKey, mark(card));
  }
  return before;
}

/** Adds or removes a contact at once on screen, put back if the service refuses. */
export function useToggleContact() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: endpointQueryKey(peopleEndpoints.contacts) });
  const add = useEndpointMutation(peopleEndpoints.addContact, {
    toCall: (userId: string) => ({ params: { userId } }),
    onMutate: (userId) => markContact(queryClient, userId, true),
    onError: (_error, _userId, before) => before && restoreCachedLists(queryClient, before),
    onSettled: settle,
  });
  const remove = useEndpointMutation(peopleEndpoints.removeContact, {
    toCall: (userId: string) => ({ params: { userId } }),
    onMutate: (userId) => markContact(queryClient, userId, false),
    onError: (_error, _userId, before) => before && restoreCachedLists(queryClient, before),
    onSettled: settle,
  });
  return { add, remove, isPending: add.isPending || remove.isPending };
}
