import { useQueryClient } from '@tanstack/react-query';
import { readingPlanEndpoints, type ReadingPlanLevel, type ReadingPlanTopic } from '@koinonia/contracts';
import { endpointQueryKey, useEndpointList, useEndpointMutation, useEndpointQuery } from '@koinonia/shell-contract';
import { memberToday } from './member-today';

/** What the catalogue is narrowed to. */
export interface CatalogueFilters {
  level?: ReadingPlanLevel;
  topic?: ReadingPlanTopic;
  q?: string;
}

export function useCatalogue(filters: CatalogueFilters, pageSize = 12) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as CatalogueFilters;
  return useEndpointList(readingPlanEndpoints.catalogue, { query: { ...query, limit: pageSize } });
}

/** The plans the member follows and made, and their plan tier. */
export const useMyPlans = () => useEndpointQuery(readingPlanEndpoints.mine, { query: { today: memberToday() } });
export const useReadingPlan = (planId: string) => useEndpointQuery(readingPlanEndpoints.read, { params: { planId } });
export const usePlanDays = (planId: string) => useEndpointQuery(readingPlanEndpoints.days, { params: { planId } });
export const usePlanDay = (planId: string, day: number) =>
  useEndpointQuery(readingPlanEndpoints.day, { params: { planId, day } });
export const usePlanProgress = (planId: string) =>
  useEndpointQuery(readingPlanEndpoints.progress, { params: { planId }, query: { today: memberToday() } });

/**
 * After any change to a member's following: the plan's progress, its days' read state and "my plans" are read
 * again (every key under the plan's path, and the list of mine), and the chapters kept offline move with it.
 */
function useFollowingChanged() {
  const queryClient = useQueryClient();
  return (planId: string) => {
    void queryClient.invalidateQueries({
      queryKey: endpointQueryKey(readingPlanEndpoints.read, { params: { planId } }),
    });
    void queryClient.invalidateQueries({
      queryKey: endpointQueryKey(readingPlanEndpoints.progress, { params: { planId } }).slice(0, 1),
    });
    void queryClient.invalidateQueries({ queryKey: endpointQueryKey(readingPlanEndpoints.mine).slice(0, 1) });
    void queryClient.invalidateQueries({ queryKey: endpointQueryKey(readingPlanEndpoints.offline).slice(0, 1) });
  };
}

type PlanWrite =
  typeof readingPlanEndpoints.start | typeof readingPlanEndpoints.restart | typeof readingPlanEndpoints.catchUp;

/** Start, restart or catch up: a write about the whole plan, sent with the member's date. */
export function usePlanAction(endpoint: PlanWrite) {
  const changed = useFollowingChanged();
  return useEndpointMutation(endpoint, {
    toCall: (planId: string) => ({ params: { planId }, body: { today: memberToday() } }),
    onSuccess: (_progress, planId) => changed(planId),
  });
}

export function useStopPlan() {
  const changed = useFollowingChanged();
  return useEndpointMutation(readingPlanEndpoints.stop, {
    toCall: (planId: string) => ({ params: { planId } }),
    onSuccess: (_answer, planId) => changed(planId),
  });
}

/** Marks a day read (or not), then reads the day, the plan's progress and "my plans" again. */
export function useMarkDay() {
  const queryClient = useQueryClient();
  const changed = useFollowingChanged();
  const options = {
    toCall: ({ planId, day }: { planId: string; day: number; read: boolean }) => ({
      params: { planId, day },
      body: { today: memberToday() },
    }),
    onSuccess: (_progress: unknown, { planId, day }: { planId: string; day: number }) => {
      void queryClient.invalidateQueries({
        queryKey: endpointQueryKey(readingPlanEndpoints.day, { params: { planId, day } }),
      });
      changed(planId);
    },
  };
  const mark = useEndpointMutation(readingPlanEndpoints.markRead, options);
  const unmark = useEndpointMutation(readingPlanEndpoints.unmarkRead, options);
  return {
    mutate: (variables: { planId: string; day: number; read: boolean }) =>
      (variables.read ? mark : unmark).mutate(variables),
    isPending: mark.isPending || unmark.isPending,
    error: mark.error ?? unmark.error,
  };
}

export function useCreateCustomPlan() {
  const queryClient = useQueryClient();
  return useEndpointMutation(readingPlanEndpoints.create, {
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(readingPlanEndpoints.mine).slice(0, 1) }),
  });
}
