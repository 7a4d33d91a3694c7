import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { directionOf } from '@koinonia/i18n';
import { allSiteLocations } from '@koinonia/i18n/site';
import { marketingDistOf } from './bundle-sizes';

const rootDir = path.resolve(__dirname, '../..');
const pagesDir = path.join(marketingDistOf(rootDir), '.site', 'pages');

beforeAll(() => {
  if (!existsSync(path.join(pagesDir, 'site.json'))) throw new Error('The public site is not built: run `npx nx run @koinonia/mf-marketing:build` first (npm test builds before jest).');
});

describe('the built public site', () => {
  it('has every page of every language pre-rendered, in its language and direction, naming itself canonical', () => {
    const problems: string[] = [];
    for (const location of allSiteLocations()) {
      const file = path.join(pagesDir, location.path, 'index.html');
      if (!existsSync(file)) {
        problems.push(`${location.path}: missing`);
        continue;
      }
      const html = readFileSync(file, 'utf8');
      if (!html.startsWith(`<!doctype html><html lang="${location.language}" dir="${directionOf(location.language)}">`)) problems.push(`${location.path}: wrong lang or dir`);
      if (!new RegExp(`<link rel="canonical" href="[^"]*${location.path}">`).test(html)) problems.push(`${location.path}: wrong canonical`);
      if ((html.match(/<h1[ >]/g) ?? []).length !== 1) problems.push(`${location.path}: not exactly one h1`);
      if ((html.match(/rel="alternate" hreflang=/g) ?? []).length !== 32) problems.push(`${location.path}: not 32 alternates`);
    }
    expect(problems).toEqual([]);
  });

  it('has brotli and gzip copies of every page and of the sitemap, made at build time for the gateway to send', () => {
    const files = [...allSiteLocations().map((location) => path.join(pagesDir, location.path, 'index.html')), path.join(pagesDir, 'sitemap.xml')];
    expect(files.filter((file) => !existsSync(`${file}.br`) || !existsSync(`${file}.gz`))).toEqual([]);
    const landing = path.join(pagesDir, 'landing', 'index.html');
    expect(brotliDecompressSync(readFileSync(`${landing}.br`)).equals(readFileSync(landing))).toBe(true);
    expect(gunzipSync(readFileSync(`${landing}.gz`)).equals(readFileSync(landing))).toBe(true);
  });

  it('lists every page in the sitemap', () => {
    const sitemap = readFileSync(path.join(pagesDir, 'sitemap.xml'), 'utf8');
    const listed = new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1]));
    expect(allSiteLocations().filter((location) => !listed.has(location.path))).toEqual([]);
  });
});
