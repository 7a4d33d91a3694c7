import { DEFAULT_LANGUAGE, languageByCode, languages, type LanguageCode } from '@koinonia/i18n';
import { sitePath, type SitePageId } from '@koinonia/i18n/site';
import type { PageMeta } from './page-meta';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** Open Graph wants language_TERRITORY: the territory of the language's flag (🇫🇷 → fr_FR). */
function openGraphLocale(language: LanguageCode): string {
  const flag = languageByCode(language)?.flag ?? '';
  const territory = [...flag].map((symbol) => String.fromCharCode((symbol.codePointAt(0) ?? 0) - 0x1f1e6 + 65)).join('');
  return /^[A-Z]{2}$/.test(territory) ? `${language}_${territory}` : language;
}

/**
 * What search engines and link previews read: title, description, the canonical address, the same page in
 * every other language (hreflang, with English as x-default) and Open Graph tags.
 */
export function headTags({ language, page, origin, meta }: { language: LanguageCode; page: SitePageId; origin: string; meta: PageMeta }): string {
  const url = (code: LanguageCode) => `${origin}${sitePath(code, page)}`;
  const alternates = languages.map(({ code }) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(url(code))}">`);
  alternates.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(DEFAULT_LANGUAGE))}">`);
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url(language))}">`,
    ...alternates,
    property('og:type', 'website'),
    property('og:site_name', 'Koinonia'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url(language)),
    property('og:locale', openGraphLocale(language)),
    ...languages.filter(({ code }) => code !== language).map(({ code }) => property('og:locale:alternate', openGraphLocale(code))),
    '<meta name="twitter:card" content="summary">',
  ].join('');
}

export { escapeHtml };
