import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@koinonia/api-client';
import type { CurrentUser } from '@koinonia/contracts';

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
  const [spinnerExpired, setSpinnerExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSpinnerExpired(true), AUTH_SPINNER_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  const user = skip ? null : (query.data ?? null);
  return { user, isLoading: !skip && query.isPending && !spinnerExpired };
}

export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser | null) => queryClient.setQueryData(AUTH_USER_KEY, user);
}
