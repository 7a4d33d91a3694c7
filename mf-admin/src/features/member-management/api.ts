import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  CHURCH_MEMBER_PAGE_SIZE,
  type ChurchJoinLink,
  type ChurchJoinRequestPage,
  type ChurchMemberPage,
  type ChurchRole,
} from '@koinonia/contracts';
import { useApi } from '@koinonia/shell-contract';

const BASE = '/api/church-memberships';
export const JOIN_REQUESTS_PATH = `${BASE}/requests`;
export const MEMBERS_PATH = `${BASE}/members`;
export const JOIN_LINK_PATH = `${BASE}/join-link`;
export const JOIN_REQUEST_PAGE_SIZE = 20;

/** Query keys: the first element is the path (the shell's default reader reads it), the rest the list's options. */
export const memberManagementKeys = {
  joinRequests: [JOIN_REQUESTS_PATH] as const,
  members: (search: string) => [MEMBERS_PATH, { search }] as const,
  allMembers: [MEMBERS_PATH] as const,
  joinLink: [JOIN_LINK_PATH] as const,
};

const ANSWER_JOIN_REQUEST_KEY = ['answer-join-request'];

type JoinRequestPages = InfiniteData<ChurchJoinRequestPage, string | null>;
type MemberPages = InfiniteData<ChurchMemberPage, number>;

/** People waiting to be accepted, oldest first, a page at a time (keyset cursor). */
export function useJoinRequests() {
  const api = useApi();
  const query = useInfiniteQuery({
    queryKey: memberManagementKeys.joinRequests,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(JOIN_REQUEST_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<ChurchJoinRequestPage>('GET', `${JOIN_REQUESTS_PATH}?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/**
 * Accepts or declines a request. The person leaves the list at once; if the call fails they come back, unless
 * the request is gone anyway (404: another staff member answered it first).
 */
export function useAnswerJoinRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ANSWER_JOIN_REQUEST_KEY,
    mutationFn: ({ userId, answer }: { userId: string; answer: 'accept' | 'decline' }) =>
      api('POST', `${JOIN_REQUESTS_PATH}/${encodeURIComponent(userId)}/${answer}`),
    onMutate: async ({ userId }) => {
      await queryClient.cancelQueries({ queryKey: memberManagementKeys.joinRequests });
      const before = queryClient.getQueryData<JoinRequestPages>(memberManagementKeys.joinRequests);
      queryClient.setQueryData<JoinRequestPages>(memberManagementKeys.joinRequests, (pages) =>
        pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.userId !== userId) })) },
      );
      return { before };
    },
    onError: (error, _answer, context) => {
      if ((error as { status?: number }).status !== 404) queryClient.setQueryData(memberManagementKeys.joinRequests, context?.before);
    },
    onSettled: (_result, _error, { answer }) => {
      // Read the list again once the last of several quick answers is done, so none of them reappears meanwhile.
      if (queryClient.isMutating({ mutationKey: ANSWER_JOIN_REQUEST_KEY }) === 1) {
        void queryClient.invalidateQueries({ queryKey: memberManagementKeys.joinRequests });
      }
      if (answer === 'accept') void queryClient.invalidateQueries({ queryKey: memberManagementKeys.allMembers });
    },
  });
}

/** The church's people by name, matching the search (name or email), a page at a time (offset). */
export function useChurchMembers(search: string) {
  const api = useApi();
  const query = useInfiniteQuery({
    queryKey: memberManagementKeys.members(search),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ offset: String(pageParam), limit: String(CHURCH_MEMBER_PAGE_SIZE) });
      if (search) params.set('q', search);
      return api<ChurchMemberPage>('GET', `${MEMBERS_PATH}?${params}`);
    },
    getNextPageParam: (page) => page.nextOffset,
    // A new search keeps the last results on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/** Applies a change to one person in every cached page of the people list. */
function updateCachedMember(
  queryClient: ReturnType<typeof useQueryClient>,
  userId: string,
  change: (member: ChurchMemberPage['items'][number]) => ChurchMemberPage['items'][number] | null,
) {
  queryClient.setQueriesData<MemberPages>({ queryKey: memberManagementKeys.allMembers }, (pages) =>
    pages && {
      ...pages,
      pages: pages.pages.map((page) => ({
        ...page,
        items: page.items.flatMap((item) => (item.userId === userId ? (change(item) ?? []) : [item])),
      })),
    },
  );
}

/** Gives a person another church role; the list shows it once the server agrees. */
export function useChangeMemberRole() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: ChurchRole }) =>
      api('PUT', `${MEMBERS_PATH}/${encodeURIComponent(userId)}/role`, { role }),
    onSuccess: (_result, { userId, role }) => {
      updateCachedMember(queryClient, userId, (member) => ({ ...member, role }));
      void queryClient.invalidateQueries({ queryKey: memberManagementKeys.allMembers });
    },
  });
}

/** Takes a person out of the church (they become a member of none, with the member role). */
export function useRemoveMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string }) => api('DELETE', `${MEMBERS_PATH}/${encodeURIComponent(userId)}`),
    onSuccess: (_result, { userId }) => {
      updateCachedMember(queryClient, userId, () => null);
      void queryClient.invalidateQueries({ queryKey: memberManagementKeys.allMembers });
    },
  });
}

/** The church's shared join link (code null until one is made). */
export function useJoinLink() {
  const api = useApi();
  return useQuery({ queryKey: memberManagementKeys.joinLink, queryFn: () => api<ChurchJoinLink>('GET', JOIN_LINK_PATH) });
}

/** Makes a new join link; the old one stops working at once. */
export function useMakeJoinLink() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ChurchJoinLink>('POST', JOIN_LINK_PATH),
    onSuccess: (link) => queryClient.setQueryData(memberManagementKeys.joinLink, link),
  });
}
