import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, directionOf, isSupportedLanguage, translate } from '@koinonia/i18n';

export const LANGUAGE_STORAGE_KEY = 'language';

/** SPEC §4: the signed-in user's preferred language first, then the stored code, else English. */
export function chooseLanguage(preferred: string | null | undefined): string {
  if (isSupportedLanguage(preferred)) return preferred;
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function useLanguageState(preferred: string | null | undefined) {
  const code = chooseLanguage(preferred);
  // English loads no remote translations; failures leave the dictionary empty (SPEC §4, §8).
  const { data: core = {} } = useQuery({
    queryKey: [`/api/translations/core/${code}`],
    enabled: code !== DEFAULT_LANGUAGE,
    select: (response: { translations: Record<string, string> }) => response.translations,
  });
  const dir = directionOf(code);

  useEffect(() => {
    document.documentElement.lang = code;
    document.documentElement.dir = dir;
  }, [code, dir]);

  const t = useCallback((key: string, fallback?: string) => translate(key, { core, fallback }), [core]);
  return { code, dir, t };
}
