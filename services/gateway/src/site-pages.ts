import path from 'node:path';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { languageHomePath, parseSitePath } from '@koinonia/i18n/site';
import { sendBuiltFile } from './compressed-files';
import { fileWhenChanged } from './file-when-changed';
import { cspDirectives } from './security';
import { SESSION_COOKIE } from './session';

/** What the marketing build writes beside the pages (mf-marketing/scripts/prerender.mjs). */
interface SiteManifest {
  /** CSP hashes of the pages' inline scripts (the theme chosen before first paint). */
  scriptHashes: string[];
}

const readManifest = fileWhenChanged<SiteManifest>((text) => {
  const manifest = JSON.parse(text) as Partial<SiteManifest>;
  return { scriptHashes: Array.isArray(manifest.scriptHashes) ? manifest.scriptHashes.filter((hash) => typeof hash === 'string') : [] };
});

const SITE_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/**
 * The public site: every public page in every language, pre-rendered by the marketing build, served
 * as it is — readable at once and without JavaScript, then hydrated. / shows the landing page to a visitor
 * without a session (SPEC §2 root rule; with one, the app decides). Paths that are no page of the site, and
 * every page while no site is built, fall through to the app's shell.
 */
export function sitePages(siteDir: string, options: { production: boolean }): RequestHandler {
  const securityHeaders = new Map<string, RequestHandler>();
  const headersFor = (hashes: string[]) => {
    const key = hashes.join(' ');
    let handler = securityHeaders.get(key);
    if (!handler) {
      const directives = cspDirectives(options.production);
      handler = helmet({
        contentSecurityPolicy: { useDefaults: true, directives: { ...directives, 'script-src': [...directives['script-src'], ...hashes.map((hash) => `'${hash}'`)] } },
        strictTransportSecurity: options.production,
        crossOriginEmbedderPolicy: false,
      });
      securityHeaders.set(key, handler);
    }
    return handler;
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const home = languageHomePath(req.path);
    if (home) return res.redirect(301, home);

    let file: string | undefined;
    if (SITE_FILES.has(req.path)) file = path.join(siteDir, req.path);
    else if (req.path === '/') file = req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ? undefined : path.join(siteDir, 'landing', 'index.html');
    else {
      const location = parseSitePath(req.path);
      // Built from the page table, never from the request: no path outside the site can be named.
      if (location) file = path.join(siteDir, req.path.replace(/\/+$/, ''), 'index.html');
    }
    if (!file) return next();

    let manifest: SiteManifest;
    try {
      manifest = await readManifest(path.join(siteDir, 'site.json'));
    } catch {
      return next();
    }
    headersFor(manifest.scriptHashes)(req, res, () => {
      res.setHeader('Cache-Control', 'no-cache');
      sendBuiltFile(req, res, file, (error) => {
        if (error && !res.headersSent) next();
      });
    });
  };
}
