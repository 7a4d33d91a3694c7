import { DEFAULT_LANGUAGE, type LanguageCode } from '../../languages';
import type { CommonCopy } from './common/en';
import type { LandingCopy } from './landing/en';
import type { FeaturesCopy } from './features/en';
import type { PricingCopy } from './pricing/en';
import type { CompanyCopy } from './company/en';
import type { FormsCopy } from './forms/en';
import type { HelpCopy } from './help/en';
import type { LegalCopy } from './legal/en';

/**
 * The public site's copy, one namespace per group of pages, one file per language (copy/<namespace>/<code>.ts).
 * English is the source: every other language's file is typed by it, so a missing or renamed key fails to
 * compile, and site-copy.test.ts checks the shapes, placeholders and that nothing is left in English.
 */
export interface SiteCopy {
  common: CommonCopy;
  landing: LandingCopy;
  features: FeaturesCopy;
  pricing: PricingCopy;
  company: CompanyCopy;
  forms: FormsCopy;
  help: HelpCopy;
  legal: LegalCopy;
}
export type SiteNamespace = keyof SiteCopy;
export const siteNamespaces: readonly SiteNamespace[] = ['common', 'landing', 'features', 'pricing', 'company', 'forms', 'help', 'legal'];

export type { CommonCopy, LandingCopy, FeaturesCopy, PricingCopy, CompanyCopy, FormsCopy, HelpCopy, LegalCopy };

const importCopy = async <N extends SiteNamespace>(language: LanguageCode, namespace: N) =>
  ((await import(/* webpackChunkName: "copy-[request]" */ `./${namespace}/${language}`)) as { default: SiteCopy[N] }).default;

/**
 * One namespace in one language. Each file is its own chunk in a browser build, so a page downloads only
 * the copy it shows in the language it shows. A language that cannot be loaded falls back to English, as
 * every lookup of SPEC §4 ends in the source text; site-copy.test.ts keeps every language complete.
 */
export async function loadSiteCopy<N extends SiteNamespace>(language: LanguageCode, namespace: N): Promise<SiteCopy[N]> {
  if (language === DEFAULT_LANGUAGE) return importCopy(DEFAULT_LANGUAGE, namespace);
  try {
    return await importCopy(language, namespace);
  } catch {
    return importCopy(DEFAULT_LANGUAGE, namespace);
  }
}

/** Several namespaces at once, as the object a page's components read. */
export async function loadSiteCopies<N extends SiteNamespace>(language: LanguageCode, namespaces: readonly N[]): Promise<Pick<SiteCopy, N>> {
  const entries = await Promise.all(namespaces.map(async (namespace) => [namespace, await loadSiteCopy(language, namespace)] as const));
  return Object.fromEntries(entries) as Pick<SiteCopy, N>;
}

