import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { HttpError } from '@koinonia/service-kit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence with SameSite cookies (DESIGN "Services"): a state-changing /api call must carry
 * X-Requested-With, which a cross-site form cannot set, and must not come from another origin.
 */
export const requireSameSiteWrite: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  if (!req.headers['x-requested-with']) {
    return next(new HttpError(403, 'Missing X-Requested-With header', { code: 'csrf' }));
  }
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost !== req.headers.host) return next(new HttpError(403, 'Cross-site request refused', { code: 'csrf' }));
  } else if (origin === 'null') {
    return next(new HttpError(403, 'Cross-site request refused', { code: 'csrf' }));
  }
  next();
};

/** The content security policy of HTML pages. styled-components injects <style> tags, hence inline styles. */
export function cspDirectives(production: boolean) {
  return {
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'upgrade-insecure-requests': production ? [] : null,
  };
}

/** Security headers for HTML responses. */
export function htmlSecurityHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: true, directives: cspDirectives(production) },
    strictTransportSecurity: production,
    crossOriginEmbedderPolicy: false,
  });
}
