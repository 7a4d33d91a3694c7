import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@koinonia/api-client';
import type { WeeklyCheckin, WeeklyCheckinPage, WeeklyCheckinRequest } from '@koinonia/contracts';
import { useApi } from '@koinonia/shell-contract';

const CURRENT_PATH = '/api/user/weekly-checkins/current';
const HISTORY_PATH = '/api/user/weekly-checkins';

/** This week's check-in, or null while there is none yet (the server's 404). */
export function useCurrentCheckin() {
  const api = useApi();
  return useQuery({
    queryKey: [CURRENT_PATH],
    async queryFn(): Promise<WeeklyCheckin | null> {
      try {
        return await api<WeeklyCheckin>('GET', CURRENT_PATH);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Past and present check-ins, newest week first, a page at a time. */
export function useCheckinHistory() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [HISTORY_PATH],
    queryFn: ({ pageParam }) =>
      api<WeeklyCheckinPage>(
        'GET',
        pageParam ? `${HISTORY_PATH}?cursor=${encodeURIComponent(pageParam)}` : HISTORY_PATH,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Creates or replaces this week's check-in; the history is read again so it shows the saved answers. */
export function useSaveCheckin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkin: WeeklyCheckinRequest) => api<WeeklyCheckin>('PUT', CURRENT_PATH, checkin),
    async onSuccess(saved) {
      queryClient.setQueryData([CURRENT_PATH], saved);
      await queryClient.invalidateQueries({ queryKey: [HISTORY_PATH], exact: true });
    },
  });
}
