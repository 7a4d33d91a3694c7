import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@koinonia/api-client';
import { forgetMemberData } from '@koinonia/shell-contract/offline-caches';
import { AUTH_USER_KEY } from './auth-state';

/** SPEC §4 logout: the client databases cleared at sign-out (DESIGN: the one named after the product is koinonia). */
export const CLIENT_DATABASES = ['authCache', 'sessionStore', 'userCache', 'koinonia'] as const;
/** Globals an embedding page or an older build may have set. */
const GLOBAL_SESSION_VARIABLES = ['user', 'currentUser', 'auth', 'authState', 'session', 'sessionData'] as const;

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    if (!window.indexedDB) return resolve();
    const request = window.indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Every domain a cookie of this page may have been set for: the host, its parents, each with and without a dot. */
export function cookieDomainVariants(hostname: string): string[] {
  const labels = hostname.split('.');
  const parents = labels.map((_, index) => labels.slice(index).join('.')).filter((domain) => domain.includes('.') || domain === hostname);
  return [...new Set(parents.flatMap((domain) => [domain, `.${domain}`]))];
}

/** Expires every cookie script can see, on every path and domain variant it may live under. */
export function clearCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]!.trim())
    .filter(Boolean);
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  for (const name of names) {
    document.cookie = `${name}=; ${expired}; path=/`;
    for (const domain of cookieDomainVariants(window.location.hostname)) {
      document.cookie = `${name}=; ${expired}; path=/; domain=${domain}`;
    }
  }
}

/**
 * SPEC §4: signed out at once; then storage, the four client databases, cookies and global user, auth and
 * session variables are cleared; then the server is told; then /login, even if that call failed (§8).
 */
export async function signOut(
  queryClient: QueryClient,
  goTo: (path: string) => void = (path) => window.location.assign(path),
): Promise<void> {
  queryClient.setQueryData(AUTH_USER_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_KEY[0] });
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The service worker's copies of the member's reads go too, so nobody signing in next reads them offline.
  await Promise.all([...CLIENT_DATABASES.map(deleteDatabase), forgetMemberData()]);
  clearCookies();
  const globals = window as unknown as Record<string, unknown>;
  for (const name of GLOBAL_SESSION_VARIABLES) delete globals[name];
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    console.error('[koinonia] logout failed', error);
  }
  goTo('/login');
}
