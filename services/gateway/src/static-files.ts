import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import { HttpError } from '@koinonia/service-kit';
import { compressedVariants, sendBuiltFile, varyForCompressible } from './compressed-files';
import type { RemoteHints } from './remote-hints';
import { SESSION_COOKIE } from './session';

/** Hashed file names (name.3f9a1c2b.js) never change content: cache them for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp|map)$/;
/** Files that say which hashed files to load must always be revalidated. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html']);

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const setHeaders = (res: Response, filePath: string) => {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  varyForCompressible(res, filePath);
};

/**
 * send reports a file that is not there as a 404 it marks private (its message names the disk path), which
 * the error handler would turn into a logged 500: it is the plain 404 of a file not found.
 */
const notFoundAsHttpError = (error: unknown) =>
  (error as { status?: number } | undefined)?.status === 404 ? new HttpError(404, 'Not found') : error;

/**
 * DESIGN "Module Federation contract": remotes are served from the same origin under /mf/<name>/<version>/.
 * Nothing else answers below /mf/<name>/, so a file that is not there is a 404 there and then.
 */
export function remoteFiles(remoteDirs: Record<string, string>): Router {
  const router = Router();
  for (const [name, directory] of Object.entries(remoteDirs)) {
    const serve = express.static(directory, { index: false, redirect: false, setHeaders, fallthrough: false });
    router.use(`/mf/${name}`, compressedVariants(directory, cacheControlFor), (req, res, next) =>
      serve(req, res, (error?: unknown) => next(notFoundAsHttpError(error))),
    );
  }
  return router;
}

export function shellFiles(shellDir: string): RequestHandler {
  const variants = compressedVariants(shellDir, cacheControlFor);
  const serve = express.static(shellDir, { index: false, redirect: false, setHeaders });
  // No shell file lives under /api: the gateway's own /api routes skip the file-system lookup.
  return (req, res, next) =>
    req.path === '/api' || req.path.startsWith('/api/') ? next() : variants(req, res, () => serve(req, res, next));
}

/**
 * Every browser route of the single-page app answers with the shell's index.html, with preload hints for
 * the remote that will draw it when there are hints to give.
 */
export function shellPage(shellDir: string, hints?: RemoteHints): RequestHandler {
  const indexFile = path.join(shellDir, 'index.html');
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (hints) {
      try {
        const links = await hints(req.path, req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false);
        if (links.length > 0) res.setHeader('Link', links.join(', '));
      } catch (error) {
        // A hint is never worth failing the page over: the shell finds the same files without it.
        req.log.warn({ err: error }, 'no preload hints for this page');
      }
    }
    sendBuiltFile(req, res, indexFile, (error) => {
      if (error && !res.headersSent) res.status(503).type('text/plain').send('Koinonia is being built. Refresh in a moment.');
    });
  };
}
