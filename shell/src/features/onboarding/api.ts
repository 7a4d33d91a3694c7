import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChurchPage, OnboardingState, OnboardingStep } from '@koinonia/contracts';
import { useApi } from '@koinonia/shell-contract';
import { AUTH_USER_KEY } from '../../auth/auth-state';

export const ONBOARDING_PATH = '/api/user/onboarding';
export const SESSION_REFRESH_PATH = '/api/auth/session/refresh';

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
      if (step === 'church') void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ONBOARDING_PATH });
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
