import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { campusEndpoints, communityEndpoints, endpointPath, type CommunityType } from '@koinonia/contracts';
import { useEndpointList, useEndpointMutation, useEndpointQuery } from '@koinonia/shell-contract';

const directoryPath = communityEndpoints.list.path;
const minePath = communityEndpoints.mine.path;
const managedPath = communityEndpoints.managed.path;
const campusesPath = campusEndpoints.list.path;

export interface DirectoryFilters {
  q?: string;
  type?: CommunityType;
  campusId?: string;
}

/** The church's communities the reader may see, by name, as filtered. */
export const useDirectory = (filters: DirectoryFilters = {}, pageSize = 20) =>
  useEndpointList(communityEndpoints.list, {
    query: {
      limit: pageSize,
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.campusId ? { campusId: filters.campusId } : {}),
    },
  });

/** The communities the reader has asked to join and waits for. */
export const useMyRequests = () =>
  useEndpointList(communityEndpoints.list, { query: { limit: 50, standing: 'requested' } });

/** The reader's own communities with their role. */
export const useMyCommunities = () => useEndpointQuery(communityEndpoints.mine);

/** The communities the reader runs (the church's staff: all of them). */
export const useManagedCommunities = () => useEndpointList(communityEndpoints.managed, { query: { limit: 50 } });

export const useCommunity = (communityId: string) =>
  useEndpointQuery(communityEndpoints.get, { params: { communityId } });

/** Its members by name (mounted only for those who may see them). */
export const useMembers = (communityId: string) =>
  useEndpointList(communityEndpoints.members, { params: { communityId }, query: { limit: 50 } });

export const useJoinRequests = (communityId: string) =>
  useEndpointList(communityEndpoints.requests, { params: { communityId }, query: { limit: 50 } });

export const useCandidates = (communityId: string, q: string) =>
  useEndpointList(communityEndpoints.candidates, {
    params: { communityId },
    query: { limit: 10, ...(q ? { q } : {}) },
  });

/** The church's campuses, by name. */
export const useCampuses = () => useEndpointList(campusEndpoints.list, { query: { limit: 100 } });

/** Whatever shows a community, its members or its requests is read again after a change to it. */
function refreshCommunities(queryClient: QueryClient, communityId?: string) {
  const community = communityId ? endpointPath(communityEndpoints.get, { communityId }) : null;
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      if (typeof key !== 'string') return false;
      if (key === directoryPath || key === minePath || key === managedPath) return true;
      return community !== null && (key === community || key.startsWith(`${community}/`));
    },
  });
}

const useCommunityWrite = <E extends (typeof communityEndpoints)[keyof typeof communityEndpoints]>(endpoint: E) => {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoint, {
    onSuccess: (_answer, call) => {
      const params = (call as { params?: { communityId?: string } }).params;
      void refreshCommunities(queryClient, params?.communityId);
    },
  });
};

export const useJoin = () => useCommunityWrite(communityEndpoints.join);
export const useCancelRequest = () => useCommunityWrite(communityEndpoints.cancelRequest);
export const useLeave = () => useCommunityWrite(communityEndpoints.leave);
export const useCreateCommunity = () => useCommunityWrite(communityEndpoints.create);
export const useUpdateCommunity = () => useCommunityWrite(communityEndpoints.update);
export const useRemoveCommunity = () => useCommunityWrite(communityEndpoints.remove);
export const useAddMember = () => useCommunityWrite(communityEndpoints.addMember);
export const useSetRole = () => useCommunityWrite(communityEndpoints.setRole);
export const useRemoveMember = () => useCommunityWrite(communityEndpoints.removeMember);
export const useAcceptRequest = () => useCommunityWrite(communityEndpoints.acceptRequest);
export const useDeclineRequest = () => useCommunityWrite(communityEndpoints.declineRequest);

const useCampusWrite = <E extends (typeof campusEndpoints)[keyof typeof campusEndpoints]>(endpoint: E) => {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoint, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [campusesPath] });
      // A community's campus is shown by name: renaming or removing one changes the cards.
      void refreshCommunities(queryClient);
    },
  });
};

export const useCreateCampus = () => useCampusWrite(campusEndpoints.create);
export const useUpdateCampus = () => useCampusWrite(campusEndpoints.update);
export const useRemoveCampus = () => useCampusWrite(campusEndpoints.remove);
