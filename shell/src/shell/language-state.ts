import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@koinonia/api-client';
import { LANGUAGE_STORAGE_KEY, type CurrentUser } from '@koinonia/contracts';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isSupportedLanguage,
  translate,
  type InterpolationValues,
  type TranslationDictionary,
} from '@koinonia/i18n';
import { AUTH_USER_KEY } from '../auth/auth-state';

export { LANGUAGE_STORAGE_KEY };

function storedLanguage(): string | null {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isSupportedLanguage(stored) ? stored : null;
}

/** SPEC §4, §5: the signed-in user's preferred language first, then the stored code, else English; supported codes only. */
export function chooseLanguage(preferred: string | null | undefined, stored: string | null = storedLanguage()): string {
  if (isSupportedLanguage(preferred)) return preferred;
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const EMPTY: TranslationDictionary = {};

async function fetchCoreTranslations(code: string): Promise<TranslationDictionary> {
  try {
    const response = await apiRequest<{ translations: TranslationDictionary }>('GET', `/api/translations/core/${code}`);
    return response.translations;
  } catch (error) {
    // SPEC §8: translation failures are silent and leave the translations empty.
    console.warn('[koinonia] translations unavailable', code, error instanceof Error ? error.message : error);
    return EMPTY;
  }
}

export function useLanguageState(user: CurrentUser | null) {
  const queryClient = useQueryClient();
  const [stored, setStored] = useState(storedLanguage);
  const code = chooseLanguage(user?.preferredLanguage, stored);
  // SPEC §4: English loads no remote translations; any other language loads them with a loading flag.
  const translations = useQuery({
    queryKey: ['/api/translations/core', code],
    queryFn: () => fetchCoreTranslations(code),
    enabled: code !== DEFAULT_LANGUAGE,
    staleTime: Infinity,
  });
  const core = code === DEFAULT_LANGUAGE ? EMPTY : (translations.data ?? EMPTY);
  const isLoading = code !== DEFAULT_LANGUAGE && translations.isPending;
  const dir = directionOf(code);

  useEffect(() => {
    document.documentElement.lang = code;
    document.documentElement.dir = dir;
  }, [code, dir]);

  const setLanguage = useCallback(
    (next: string) => {
      if (!isSupportedLanguage(next)) return;
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      setStored(next);
      if (!user) return;
      // The preferred language outranks the stored one, so the signed-in user's copy changes too.
      queryClient.setQueryData<CurrentUser | null>(AUTH_USER_KEY, (current) =>
        current ? { ...current, preferredLanguage: next } : current,
      );
      // SPEC §6, §7: saved on the server only when signed in; failures are ignored.
      apiRequest('POST', '/api/user/language', { preferredLanguage: next }).catch((error: unknown) =>
        console.warn('[koinonia] language not saved', error instanceof Error ? error.message : error),
      );
    },
    [user, queryClient],
  );

  const t = useCallback(
    (key: string, fallback?: string, values?: InterpolationValues) => translate(key, { core, fallback, values }),
    [core],
  );
  return useMemo(() => ({ code, dir, isLoading, t, setLanguage }), [code, dir, isLoading, t, setLanguage]);
}
