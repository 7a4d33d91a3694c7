import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@koinonia/api-client';
import type { CurrentUser } from '@koinonia/contracts';
import { DEMO_USER, useDemoTrigger } from './demo-mode';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;
/** SPEC §2: on these paths no authentication check is made and the user is treated as signed out. */
export const UNCHECKED_AUTH_PATHS = ['/login', '/signup', '/reset-password', '/email-verification'];
/** SPEC §2, §9: the auth spinner shows for at most 3 seconds. */
export const AUTH_SPINNER_MAX_MS = 3_000;

export function isUncheckedAuthPath(pathname: string): boolean {
  return UNCHECKED_AUTH_PATHS.includes(pathname);
}

/** SPEC §4: any non-success answer or network failure means signed out, with no message. */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('GET', '/api/auth/user');
  } catch (error) {
    console.info('[koinonia] not signed in', error instanceof Error ? error.message : error);
    return null;
  }
}

export function useAuthState(pathname: string) {
  const skip = isUncheckedAuthPath(pathname);
  const query = useQuery({ queryKey: AUTH_USER_KEY, queryFn: fetchCurrentUser, enabled: !skip, retry: false });
  const demo = useDemoTrigger();
  const signedInUser = skip ? null : (query.data ?? null);
  // SPEC §4: the demo user stands in for an anonymous visitor while the demo-trigger element exists.
  const user = signedInUser ?? (demo ? DEMO_USER : null);
  return { user, isDemo: signedInUser === null && demo, isLoading: !skip && query.isPending };
}

export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser | null) => queryClient.setQueryData(AUTH_USER_KEY, user);
}
