import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChurchJoinPreview, ChurchPage, MyChurchMembership, OnboardingState, OnboardingStep } from '@koinonia/contracts';
import { useApi } from '@koinonia/shell-contract';
import { AUTH_USER_KEY } from '../../auth/auth-state';

export const ONBOARDING_PATH = '/api/user/onboarding';
export const SESSION_REFRESH_PATH = '/api/auth/session/refresh';
export const MY_CHURCH_MEMBERSHIP_PATH = '/api/church-memberships/mine';
export const CHURCH_JOIN_PATH = '/api/church-memberships/join';

/** Every cached read but the onboarding progress, which the caller has just set from the server's answer. */
const invalidateAllButOnboarding = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ONBOARDING_PATH });

export function useOnboarding(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: [ONBOARDING_PATH], queryFn: () => api<OnboardingState>('GET', ONBOARDING_PATH), enabled });
}

/** Saves one step; the answer is the new progress, and the current user is read again (names, language). */
export function useSaveOnboardingStep() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ step, body }: { step: OnboardingStep; body: unknown }) => {
      const state = await api<OnboardingState>('PUT', `${ONBOARDING_PATH}/${step}`, body);
      // The session carries the church taken at sign-in: have the gateway read it again, so church data
      // shows without signing in anew.
      if (step === 'church') await api('POST', SESSION_REFRESH_PATH);
      return state;
    },
    onSuccess: (state, { step }) => {
      queryClient.setQueryData([ONBOARDING_PATH], state);
      if (step === 'church') void invalidateAllButOnboarding(queryClient);
      else void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    },
  });
}

/** One page of churches whose name contains the search text. */
export function useChurches(search: string, offset: number) {
  const api = useApi();
  const params = new URLSearchParams({ offset: String(offset) });
  if (search) params.set('q', search);
  const path = `/api/user/churches?${params.toString()}`;
  return useQuery({ queryKey: [path], queryFn: () => api<ChurchPage>('GET', path), placeholderData: keepPreviousData });
}

/** Where the member stands with a church: none, waiting for its staff (pending), or a member. */
export function useMyChurchMembership() {
  const api = useApi();
  return useQuery({ queryKey: [MY_CHURCH_MEMBERSHIP_PATH], queryFn: () => api<MyChurchMembership>('GET', MY_CHURCH_MEMBERSHIP_PATH) });
}

/**
 * Asks to join a church (the church step's answer, saved without leaving the step): the member waits for
 * the church's staff, and sees so, before going on.
 */
export function useAskToJoinChurch() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (churchId: string) => api<OnboardingState>('PUT', `${ONBOARDING_PATH}/church`, { churchId }),
    onSuccess: async (state) => {
      queryClient.setQueryData([ONBOARDING_PATH], state);
      await queryClient.invalidateQueries({ queryKey: [MY_CHURCH_MEMBERSHIP_PATH] });
    },
  });
}

/** Withdraws the member's pending request (DELETE …/mine/request answers 204 whether or not there was one). */
export function useWithdrawJoinRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE', `${MY_CHURCH_MEMBERSHIP_PATH}/request`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [MY_CHURCH_MEMBERSHIP_PATH] }),
        queryClient.invalidateQueries({ queryKey: [ONBOARDING_PATH] }),
      ]);
    },
  });
}

/** The church a shared join link (churchJoinPath) leads to; a 404 means the link is unknown or was replaced. */
export function useJoinLinkPreview(code: string | null) {
  const api = useApi();
  const path = `${CHURCH_JOIN_PATH}?${new URLSearchParams({ code: code ?? '' }).toString()}`;
  return useQuery({ queryKey: [path], queryFn: () => api<ChurchJoinPreview>('GET', path), enabled: code !== null });
}

/**
 * Joins the church of a shared link at once. The gateway updates the member's sessions itself; the session
 * is read again here as after any change of church (see useSaveOnboardingStep), and every read follows.
 */
export function useJoinChurchByLink() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const membership = await api<MyChurchMembership>('POST', CHURCH_JOIN_PATH, { code });
      // The member has joined whatever this answers: the gateway has updated the sessions already.
      await api('POST', SESSION_REFRESH_PATH).catch(() => undefined);
      return membership;
    },
    onSuccess: async (membership) => {
      queryClient.setQueryData([MY_CHURCH_MEMBERSHIP_PATH], membership);
      await invalidateAllButOnboarding(queryClient);
      await queryClient.invalidateQueries({ queryKey: [ONBOARDING_PATH] });
    },
  });
}
