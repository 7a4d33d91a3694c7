import { DEFAULT_LANGUAGE, type LanguageCode } from '../languages';
import type { SiteCopy } from './copy';

const importAll = async (language: LanguageCode) =>
  ((await import(/* webpackChunkName: "site-copy-[request]" */ `./languages/${language}`)) as { default: SiteCopy }).default;

/**
 * Every namespace of one language in one chunk. The app's ./Section uses it: it may show any page in the app's
 * language, and one chunk per language keeps the federation runtime's chunk map short (31 entries rather than
 * one per namespace and language). Its own module, so a build that uses it does not also take loadSiteCopy's.
 */
export async function loadAllSiteCopy(language: LanguageCode): Promise<SiteCopy> {
  try {
    return await importAll(language);
  } catch {
    return importAll(DEFAULT_LANGUAGE);
  }
}
