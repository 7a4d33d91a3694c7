import { hydrateRoot } from 'react-dom/client';
import { LANGUAGE_STORAGE_KEY } from '@koinonia/contracts';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@koinonia/i18n';
import { loadSiteCopies, sitePath } from '@koinonia/i18n/site';
import { loadPage } from '../load-page';
import { SiteRoot } from '../SiteRoot';
import { createFormats } from '../formats';
import { PAGE_DATA_ELEMENT_ID, parsePageData, SITE_ROOT_ELEMENT_ID, type PageData } from './page-data';

/**
 * A language code in the path always decides (/fr/…). A path without one is the English page, unless the
 * visitor chose another language before (the language switcher, or the app): then that language's version.
 */
function chosenLanguageVersion(data: PageData): string | undefined {
  if (data.language !== DEFAULT_LANGUAGE) return undefined;
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return undefined;
  }
  return isSupportedLanguage(stored) && stored !== DEFAULT_LANGUAGE ? sitePath(stored, data.page) + window.location.hash : undefined;
}

/**
 * The public site in the browser: the page is already drawn from its pre-rendered HTML; this makes it
 * interactive (menus, language choice, theme, pricing tabs, forms, search) with the same components.
 */
async function hydrate() {
  const data = parsePageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
  const elsewhere = chosenLanguageVersion(data);
  if (elsewhere) {
    window.location.replace(elsewhere);
    return;
  }
  const container = document.getElementById(SITE_ROOT_ELEMENT_ID);
  if (!container) throw new Error('This page has no site root to hydrate');
  // Only the namespaces the page shows: each is its own small chunk.
  const { Page, site } = await loadPage(data.language, data.page, loadSiteCopies, createFormats(data.language, data.formats));
  hydrateRoot(container, <SiteRoot site={site} Page={Page} year={data.year} />);
  offerWelcomeLater(data);
}

/** SPEC §2: the first-visit welcome dialog's code arrives after the page is interactive, never with it. */
function offerWelcomeLater(data: PageData) {
  const loadedAt = Date.now();
  import(/* webpackChunkName: "deferred-welcome" */ '../welcome/offer-welcome')
    .then(({ offerWelcome }) => offerWelcome({ language: data.language, page: data.page, loadedAt }))
    .catch((error: unknown) => console.warn('[koinonia] the welcome dialog could not be offered', error));
}

hydrate().catch((error: unknown) => {
  // The pre-rendered page stays readable and its links keep working; only interactivity is lost.
  console.error('The page could not be made interactive', error);
});
