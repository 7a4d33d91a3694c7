import { QueryClient } from '@tanstack/react-query';
import { AUTH_USER_KEY } from './auth-state';
import { CLIENT_DATABASES, cookieDomainVariants, signOut } from './sign-out';

const assign = jest.fn();
const deleted: string[] = [];
let fetchMock: jest.Mock;

beforeEach(() => {
  assign.mockReset();
  deleted.length = 0;
  Object.defineProperty(window, 'indexedDB', {
    configurable: true,
    value: {
      deleteDatabase(name: string) {
        deleted.push(name);
        const request: Record<string, unknown> = {};
        setTimeout(() => (request.onsuccess as () => void)());
        return request;
      },
    },
  });
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SPEC §4 logout', () => {
  it('signs out at once, clears storage, the four client databases and cookies, calls the server, then goes to /login', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(AUTH_USER_KEY, { id: 'u1' });
    queryClient.setQueryData(['/api/notifications'], [{ id: 'n1' }]);
    window.localStorage.setItem('theme', 'dark');
    window.sessionStorage.setItem('localization_handled', '1');
    document.cookie = 'tracking=1; path=/';
    (window as unknown as Record<string, unknown>).user = { id: 'u1' };
    let signedOutBeforeServer = false;
    fetchMock.mockImplementation(async () => {
      signedOutBeforeServer = queryClient.getQueryData(AUTH_USER_KEY) === null;
      return { ok: true, status: 204, statusText: 'No Content', headers: new Headers(), text: async () => '' };
    });

    await signOut(queryClient, assign);

    expect(signedOutBeforeServer).toBe(true);
    expect(queryClient.getQueryData(['/api/notifications'])).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(deleted).toEqual([...CLIENT_DATABASES]);
    expect(CLIENT_DATABASES).toEqual(['authCache', 'sessionStore', 'userCache', 'koinonia']);
    expect(document.cookie).not.toContain('tracking=1');
    expect((window as unknown as Record<string, unknown>).user).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('SPEC §8: still goes to /login when the server call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await signOut(new QueryClient(), assign);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('clears cookies across the domain variants of the host', () => {
    expect(cookieDomainVariants('app.koinonia.church')).toEqual([
      'app.koinonia.church', '.app.koinonia.church', 'koinonia.church', '.koinonia.church',
    ]);
    expect(cookieDomainVariants('localhost')).toEqual(['localhost', '.localhost']);
  });
});
