import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { testUser } from '@koinonia/shell-contract/testing';
import { chooseLanguage, LANGUAGE_STORAGE_KEY, useLanguageState } from './language-state';

let fetchMock: jest.Mock;
const json = (value: unknown, status = 200) => ({
  ok: status < 300,
  status,
  statusText: '',
  headers: new Headers({ 'content-type': 'application/json' }),
  text: async () => JSON.stringify(value),
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  window.localStorage.clear();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('SPEC §4, §5 language choice', () => {
  it('defaults to English', () => {
    expect(chooseLanguage(null, null)).toBe('en');
  });

  it("puts a signed-in user's preferred language before the stored code", () => {
    expect(chooseLanguage('fr', 'de')).toBe('fr');
    expect(chooseLanguage(null, 'de')).toBe('de');
  });

  it('accepts only supported codes', () => {
    expect(chooseLanguage('xx', 'klingon')).toBe('en');
    expect(chooseLanguage('xx', 'es')).toBe('es');
  });
});

describe('SPEC §4 translations and direction', () => {
  it('English loads no remote translations', () => {
    const { result } = renderHook(() => useLanguageState(null), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.t('nav.signIn', 'Sign in')).toBe('Sign in');
  });

  it('loads the translations of another language with a loading flag, and sets dir="rtl" for Arabic', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    fetchMock.mockResolvedValue(json({ translations: { 'nav.signIn': 'تسجيل الدخول' } }));
    const { result } = renderHook(() => useLanguageState(null), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/translations/core/ar');
    expect(result.current.t('nav.signIn', 'Sign in')).toBe('تسجيل الدخول');
    // Lookup order: core translations, then the fallback text, then the key.
    expect(result.current.t('nav.unknown', 'Fallback')).toBe('Fallback');
    expect(result.current.t('nav.unknown')).toBe('nav.unknown');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('SPEC §8: a failed translation load leaves the translations empty', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    fetchMock.mockResolvedValue(json({ message: 'down' }, 500));
    const { result } = renderHook(() => useLanguageState(null), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.t('nav.signIn', 'Sign in')).toBe('Sign in');
  });
});

describe('SPEC §6, §7 saving the language', () => {
  it('posts the language only when signed in, and ignores a failure', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/user/language' ? json({ message: 'down' }, 500) : json({ translations: {} }),
    );
    const anonymous = renderHook(() => useLanguageState(null), { wrapper });
    act(() => anonymous.result.current.setLanguage('es'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/language')).toBe(false);

    const signedIn = renderHook(() => useLanguageState(testUser()), { wrapper });
    act(() => signedIn.result.current.setLanguage('pt'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/language')).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/language')!;
    expect(JSON.parse(call[1].body)).toEqual({ preferredLanguage: 'pt' });
    expect(signedIn.result.current.code).toBe('pt');
  });

  it('refuses an unsupported code', () => {
    const { result } = renderHook(() => useLanguageState(null), { wrapper });
    act(() => result.current.setLanguage('xx'));
    expect(result.current.code).toBe('en');
  });
});
