import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { HttpError } from '@koinonia/service-kit';
import type { Step } from './api-pipeline';
import type { TrustsProxy } from './proxy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The gateway's origin as the browser addressed it: https when the connection is TLS or when a trusted
 * proxy (TRUST_PROXY) says it was in X-Forwarded-Proto — read as express's req.protocol reads it — and the
 * Host header. Written for the bare request, since forwarded calls never enter Express.
 */
export function gatewayOrigin(req: IncomingMessage, trustsProxy: TrustsProxy): string {
  let scheme = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  if (trustsProxy(req.socket.remoteAddress ?? '', 0)) {
    const header = req.headers['x-forwarded-proto'];
    const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',', 1)[0]?.trim();
    if (forwarded) scheme = forwarded.toLowerCase();
  }
  return `${scheme}://${req.headers.host ?? ''}`;
}

/** Scheme, host and port, default ports left out, as browsers write Origin; undefined for no valid origin. */
function normalizedOrigin(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const { origin } = new URL(text);
  return origin === 'null' ? undefined : origin;
}

/**
 * Whether a request's Origin, when it has one, is the gateway's own: scheme, host and port all equal
 * (https://host on a gateway served over http is another origin). "null" (sandboxed frames, some
 * redirects) never is.
 */
export function fromOwnOrigin(req: IncomingMessage, trustsProxy: TrustsProxy): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const own = gatewayOrigin(req, trustsProxy);
  // The usual case, without parsing either.
  if (origin === own) return true;
  const normalized = normalizedOrigin(origin);
  return normalized !== undefined && normalized === normalizedOrigin(own);
}

/**
 * CSRF defence with SameSite cookies (DESIGN "Services"): a state-changing /api call must carry
 * X-Requested-With, which a cross-site form cannot set, and must not come from another origin. A step of
 * both the gateway's Express routes and the forwarded calls' pipeline.
 */
export function requireSameSiteWrite(trustsProxy: TrustsProxy): Step {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method ?? '')) return next();
    if (!req.headers['x-requested-with']) {
      return next(new HttpError(403, 'Missing X-Requested-With header', { code: 'csrf' }));
    }
    if (!fromOwnOrigin(req, trustsProxy)) return next(new HttpError(403, 'Cross-site request refused', { code: 'csrf' }));
    next();
  };
}

/** The content security policy of HTML pages. styled-components injects <style> tags, hence inline styles. */
export function cspDirectives(production: boolean) {
  return {
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // 'self' alone: CSP3 lets it match this origin's own ws: and wss: too (Chrome 71+, Firefox, Safari 16+),
    // where the bare schemes allowed a WebSocket to any host.
    'connect-src': ["'self'"],
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
