import { renderToString } from 'react-dom/server';
import { directionOf, type LanguageCode } from '@koinonia/i18n';
import { allSiteLocations, loadSiteCopies, type SitePageId } from '@koinonia/i18n/site';
import { loadPage } from '../load-page';
import { SiteRoot } from '../SiteRoot';
import { headTags } from '../document/head';
import { pageMeta } from '../document/page-meta';
import { THEME_SCRIPT } from '../document/theme-script';
import { documentStyles, siteStyles } from '../styles/site-styles';
import { PAGE_DATA_ELEMENT_ID, serializePageData, SITE_ROOT_ELEMENT_ID } from './page-data';

export { allSiteLocations, THEME_SCRIPT };
export { namespacesOf } from '../page-registry';

export interface PageAssets {
  /** The hydration entry's scripts, in order. */
  scripts: string[];
  /** The page's own chunks (component and copy), fetched in parallel with the entry. */
  preloads: string[];
}

/** Without JavaScript every pricing tab shows; the theme button, search and billing choice, which need a script, are hidden. */
const NO_SCRIPT_STYLES = '.k-tabpanel[hidden]{display:block!important}.k-tabs,.k-theme-toggle,.k-search-area,.k-segmented{display:none!important}';

/** One public page as a complete HTML document, readable before (and without) any script. */
export async function renderSiteDocument(options: { language: LanguageCode; page: SitePageId; origin: string; year: number; assets: PageAssets }): Promise<string> {
  const { language, page, origin, year, assets } = options;
  const { Page, site } = await loadPage(language, page, loadSiteCopies);
  const body = renderToString(<SiteRoot site={site} Page={Page} year={year} />);
  const formats = site.formats.recorded();
  const head = headTags({ language, page, origin, meta: pageMeta(page, site.copy) });
  const preloads = assets.preloads.map((file) => `<link rel="preload" as="script" href="${file}">`).join('');
  const scripts = assets.scripts.map((file) => `<script defer src="${file}"></script>`).join('');
  return (
    `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">${head}` +
    `<script>${THEME_SCRIPT}</script><style>${documentStyles}${siteStyles}</style><noscript><style>${NO_SCRIPT_STYLES}</style></noscript>${preloads}</head>` +
    `<body><div id="${SITE_ROOT_ELEMENT_ID}">${body}</div>` +
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData({ language, page, year, formats })}</script>${scripts}</body></html>`
  );
}
