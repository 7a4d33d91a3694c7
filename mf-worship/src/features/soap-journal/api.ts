import { useQueryClient } from '@tanstack/react-query';
import {
  bibleEndpoints,
  prayerCircleEndpoints,
  soapJournalEndpoints,
  type BibleBookCode,
} from '@koinonia/contracts';
import {
  callEndpoint,
  endpointQueryKey,
  useApi,
  useEndpointList,
  useEndpointMutation,
  useEndpointQuery,
} from '@koinonia/shell-contract';
import { useQuery } from '@tanstack/react-query';

/** What the list is narrowed to: words to search, a book, a range of dates (YYYY-MM-DD). */
export interface SoapEntryFilters {
  q?: string;
  book?: BibleBookCode;
  from?: string;
  to?: string;
}

const listKey = () => endpointQueryKey(soapJournalEndpoints.list);

/** Entries on one page of the journal. */
export const JOURNAL_PAGE_SIZE = 20;

/** The member's entries, newest first (best matches first when searching), a page at a time. */
export function useSoapEntries(filters: SoapEntryFilters, pageSize = JOURNAL_PAGE_SIZE) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as SoapEntryFilters;
  return useEndpointList(soapJournalEndpoints.list, { query: { ...query, limit: pageSize } });
}

export const useSoapEntry = (entryId: string) => useEndpointQuery(soapJournalEndpoints.read, { params: { entryId } });

/** The passage's text in the World English Bible, or nothing while there is no reference to read. */
export function usePassage(reference: string) {
  const apiRequest = useApi();
  const call = { params: { translation: 'web' }, query: { reference } };
  return useQuery({
    queryKey: endpointQueryKey(bibleEndpoints.passage, call),
    queryFn: () => callEndpoint(apiRequest, bibleEndpoints.passage, call),
    enabled: reference !== '',
    retry: false,
  });
}

export function useRemoveSoapEntry() {
  const queryClient = useQueryClient();
  return useEndpointMutation(soapJournalEndpoints.remove, {
    onSuccess: (_answer, call) => {
      queryClient.removeQueries({ queryKey: endpointQueryKey(soapJournalEndpoints.read, { params: call.params }) });
      void queryClient.invalidateQueries({ queryKey: listKey() });
    },
  });
}

/** The circles one of the member's entries is shared with. */
export const useEntryCircles = (entryId: string) =>
  useEndpointQuery(prayerCircleEndpoints.entryCircles, { params: { entryId } });

/** Shares the entry with exactly these circles (none: unshared). */
export function useShareEntry(entryId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(prayerCircleEndpoints.shareEntry, {
    toCall: (circleIds: string[]) => ({ params: { entryId }, body: { circleIds } }),
    onSuccess: (answer) =>
      queryClient.setQueryData(endpointQueryKey(prayerCircleEndpoints.entryCircles, { params: { entryId } }), answer),
  });
}
