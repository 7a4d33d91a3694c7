import { createContext, useContext, type ReactNode } from 'react';
import type { ThemeMode } from '@koinonia/contracts';
import { interpolate, type InterpolationValues, type LanguageCode } from '@koinonia/i18n';
import type { SiteCopy, SiteNamespace, SitePageId } from '@koinonia/i18n/site';
import { copyValues } from './copy-values';
import type { Formats } from './formats';

/** The copy a page was rendered with: the namespaces its registry entry names, in its language. */
export type LoadedCopy = Partial<SiteCopy>;

export interface SiteValue {
  language: LanguageCode;
  page: SitePageId;
  copy: LoadedCopy;
  /** How this page writes numbers, prices and dates (formats.ts). */
  formats: Formats;
  /** Inside the app, the app's theme; a pre-rendered page switches its own (ThemeToggle). */
  theme?: { mode: ThemeMode; toggle(): void };
}

const SiteContext = createContext<SiteValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used within a SiteProvider');
  return site;
}

/** One namespace of the page's copy; the registry guarantees it was loaded before the page renders. */
export function useCopy<N extends SiteNamespace>(namespace: N): SiteCopy[N] {
  const copy = useSite().copy[namespace];
  if (!copy) throw new Error(`The "${namespace}" copy was not loaded for this page`);
  return copy as SiteCopy[N];
}

/**
 * Fills a copy string's {placeholders}: the product's own figures and names (copy-values.ts) and any values
 * given; numbers are formatted for the page's language.
 */
export function useFormat() {
  const { formats } = useSite();
  return (text: string, values: InterpolationValues = {}) =>
    interpolate(
      text,
      Object.fromEntries(
        Object.entries({ ...copyValues, ...values }).map(([name, value]) => [name, typeof value === 'number' ? formats.number(value) : value]),
      ),
    );
}
