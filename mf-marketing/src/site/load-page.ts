import type { LanguageCode } from '@koinonia/i18n';
import { loadSiteCopies, type SitePageId } from '@koinonia/i18n/site';
import { namespacesOf, pageRegistry } from './page-registry';
import type { SiteValue } from './site-context';

/** A page's component and its copy in one language, fetched together. */
export async function loadPage(language: LanguageCode, page: SitePageId) {
  const [Page, copy] = await Promise.all([pageRegistry[page].load(), loadSiteCopies(language, namespacesOf(page))]);
  const site: SiteValue = { language, page, copy };
  return { Page, site };
}
