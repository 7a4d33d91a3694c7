import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@koinonia/api-client';
import { AUTH_USER_KEY } from './auth-state';

/** SPEC §4: signed out at once, local state cleared, then the server call; /login even if it fails. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(AUTH_USER_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_KEY[0] });
  window.sessionStorage.clear();
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    console.error('[koinonia] logout failed', error);
  }
  window.location.assign('/login');
}
