import { isSupportedLanguage, type LanguageCode } from '@koinonia/i18n';
import { sitePageIds, type SitePageId } from '@koinonia/i18n/site';

/** What a pre-rendered page tells its hydration script, in <script type="application/json" id="site-data">. */
export interface PageData {
  language: LanguageCode;
  page: SitePageId;
  year: number;
  /** Every number, price and date the pre-render wrote, so the browser writes them identically (formats.ts). */
  formats: Record<string, string>;
}

export const PAGE_DATA_ELEMENT_ID = 'site-data';
export const SITE_ROOT_ELEMENT_ID = 'site-root';

export function parsePageData(text: string | null | undefined): PageData {
  const data = JSON.parse(text ?? 'null') as Partial<PageData> | null;
  if (!data || !isSupportedLanguage(data.language) || !sitePageIds.includes(data.page as SitePageId) || typeof data.year !== 'number' || typeof data.formats !== 'object' || data.formats === null) {
    throw new Error('This page carries no valid site data');
  }
  return data as PageData;
}

/** JSON inside <script> must not be able to close the element. */
export const serializePageData = (data: PageData) => JSON.stringify(data).replace(/</g, '\\u003c');
