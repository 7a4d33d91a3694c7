import { useQueryClient } from '@tanstack/react-query';
import {
  churchClaimsEndpoints,
  churchesEndpoints,
  type ChurchClaim,
  type ChurchClaimQueueStatus,
} from '@koinonia/contracts';
import { useEndpointList, useEndpointMutation, useEndpointQuery } from '@koinonia/shell-contract';

const minePath = churchClaimsEndpoints.mine.path;
const queuePath = churchClaimsEndpoints.queue.path;
const directoryPath = churchesEndpoints.list.path;

/** Listed churches by name, a page at a time, matching the searched words. */
export const useChurchDirectory = (q: string | undefined, pageSize = 20) =>
  useEndpointList(churchesEndpoints.list, { query: { limit: pageSize, ...(q ? { q } : {}) } });

export const useChurch = (churchId: string) => useEndpointQuery(churchesEndpoints.get, { params: { churchId } });

/** The caller's claims, newest first. */
export const useMyClaims = () => useEndpointQuery(churchClaimsEndpoints.mine);

/** Platform support's review claims of one status. */
export const useClaimQueue = (status: ChurchClaimQueueStatus) =>
  useEndpointList(churchClaimsEndpoints.queue, { query: { limit: 20, status } });

/** A claim changed: the claimant's list and the directory (claimed, pending) are read again. */
function useRefreshClaims() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [minePath] }),
      queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(directoryPath),
      }),
    ]);
}

export function useStartClaim() {
  const refresh = useRefreshClaims();
  return useEndpointMutation(churchClaimsEndpoints.start, {
    onSuccess: () => void refresh(),
  });
}

/**
 * A claim granted changes who the claimant is everywhere — their church, their role, the sidebar's CHURCH ADMIN
 * section — so every read is made again, the shell's own included.
 */
function useRefreshEverything() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useVerifyClaim() {
  const refreshEverything = useRefreshEverything();
  return useEndpointMutation(churchClaimsEndpoints.verify, {
    toCall: ({ claim, code }: { claim: ChurchClaim; code: string }) => ({
      params: { claimId: claim.id },
      body: { code },
    }),
    onSuccess: () => void refreshEverything(),
  });
}

export function useWithdrawClaim() {
  const refresh = useRefreshClaims();
  return useEndpointMutation(churchClaimsEndpoints.withdraw, {
    toCall: (claim: ChurchClaim) => ({ params: { claimId: claim.id } }),
    onSuccess: () => void refresh(),
  });
}

/** Support's decisions: the queue is read again, and the directory (a church approved is claimed now). */
function useRefreshQueue() {
  const queryClient = useQueryClient();
  const refresh = useRefreshClaims();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: [queuePath] }), refresh()]);
}

export function useApproveClaim() {
  const refresh = useRefreshQueue();
  return useEndpointMutation(churchClaimsEndpoints.approve, {
    toCall: (claim: ChurchClaim) => ({ params: { claimId: claim.id } }),
    onSuccess: () => void refresh(),
  });
}

export function useRejectClaim() {
  const refresh = useRefreshQueue();
  return useEndpointMutation(churchClaimsEndpoints.reject, {
    toCall: ({ claim, reason }: { claim: ChurchClaim; reason: string }) => ({
      params: { claimId: claim.id },
      body: { reason },
    }),
    onSuccess: () => void refresh(),
  });
}
