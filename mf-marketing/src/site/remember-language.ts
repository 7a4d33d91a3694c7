import { LANGUAGE_STORAGE_KEY } from '@koinonia/contracts';

/**
 * Remembers a chosen language where the app and the site both read it: the app opens in it after signing
 * in, and a path without a language code leads to that language's version (render/client.tsx).
 */
export function rememberLanguage(code: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage can be refused (private mode, quotas); the visitor still reaches the page in that language.
  }
}
