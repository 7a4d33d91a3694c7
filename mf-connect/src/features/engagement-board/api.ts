import { useQueryClient } from '@tanstack/react-query';
import { communityEndpoints, engagementEndpoints, type EngagementPeriod } from '@koinonia/contracts';
import { endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@koinonia/shell-contract';

/** Which board: over a period, the whole church's or one of the member's communities'. */
export interface BoardFilters {
  period: EngagementPeriod;
  communityId?: string;
}

export function useBoard({ period, communityId }: BoardFilters) {
  return useEndpointQuery(engagementEndpoints.board, { query: communityId ? { period, communityId } : { period } });
}

/** The member's own communities, to show one community's board. */
export const useMyCommunities = () => useEndpointQuery(communityEndpoints.mine);

/** Hides the member from every board, or shows them again; every board is read again before it settles. */
export function useSetOptedOut() {
  const queryClient = useQueryClient();
  return useEndpointMutation(engagementEndpoints.setMine, {
    toCall: (optedOut: boolean) => ({ body: { optedOut } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointQueryKey(engagementEndpoints.board) }),
  });
}
