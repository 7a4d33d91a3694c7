// Pre-renders every public page in every language to HTML, with sitemap.xml, robots.txt and
// site.json (what the gateway needs to serve them). Runs after `webpack --config webpack.site.config.js`.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { ASSET_LIST, ASSETS_DIR, SERVER_DIR } = require(path.join(projectDir, 'webpack.site.config.js'));
const { compressDirectory } = require('@koinonia/mf-config/compression');
const PAGES_DIR = path.join(projectDir, 'dist', '.site', 'pages');

// Canonical and alternate links are absolute: the address the site is published at.
const origin = (process.env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, '');
const year = new Date().getFullYear();

const { renderSiteDocument, allSiteLocations, namespacesOf, THEME_SCRIPT } = require(path.join(SERVER_DIR, 'server.js'));
const assetList = JSON.parse(readFileSync(path.join(ASSETS_DIR, ASSET_LIST), 'utf8'));
const chunk = (name) => assetList.chunks[name] ?? [];
const pageChunkNames = {
  prayerWall: 'page-feature',
  bibleReading: 'page-feature',
  events: 'page-feature',
  communityChat: 'page-feature',
  volunteerHub: 'page-feature',
  privacyPolicy: 'page-legal',
  termsOfService: 'page-legal',
};
const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

rmSync(PAGES_DIR, { recursive: true, force: true });
const locations = allSiteLocations();
const started = Date.now();
for (const { language, page, path: pagePath } of locations) {
  const copyChunks = namespacesOf(page).map((namespace) => `copy-${namespace}-${language}`);
  const preloads = [...new Set([...chunk(pageChunkNames[page] ?? `page-${kebab(page)}`), ...copyChunks.flatMap(chunk)])];
  const html = await renderSiteDocument({ language, page, origin, year, assets: { scripts: assetList.entry, preloads } });
  const directory = path.join(PAGES_DIR, pagePath);
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, 'index.html'), html);
}

const today = new Date().toISOString().slice(0, 10);
const urls = locations.map(({ path: pagePath }) => `<url><loc>${origin}${pagePath}</loc><lastmod>${today}</lastmod></url>`);
writeFileSync(
  path.join(PAGES_DIR, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);
writeFileSync(path.join(PAGES_DIR, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
const themeScriptHash = `sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}`;
writeFileSync(path.join(PAGES_DIR, 'site.json'), JSON.stringify({ pages: locations.length, scriptHashes: [themeScriptHash] }, null, 2) + '\n');
console.log(`Pre-rendered ${locations.length} public pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// Brotli and gzip copies of the pages and the sitemap, which the gateway sends as they are.
const compressing = Date.now();
const compressed = await compressDirectory(PAGES_DIR);
console.log(`Compressed ${compressed} files of the public site in ${((Date.now() - compressing) / 1000).toFixed(1)} s`);
