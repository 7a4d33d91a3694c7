import type { LanguageCode } from '@koinonia/i18n';
import type { SiteNamespace, SitePageId } from '@koinonia/i18n/site';
import { namespacesOf, pageRegistry } from './page-registry';
import type { LoadedCopy, SiteValue } from './site-context';
import { createFormats } from './formats';

type CopyLoader = (language: LanguageCode, namespaces: readonly SiteNamespace[]) => Promise<LoadedCopy>;

/** A page's component and its copy in one language, fetched together. */
export async function loadPage(language: LanguageCode, page: SitePageId, loadCopy: CopyLoader, formats = createFormats(language)) {
  const [Page, copy] = await Promise.all([pageRegistry[page].load(), loadCopy(language, namespacesOf(page))]);
  const site: SiteValue = { language, page, copy, formats };
  return { Page, site };
}
