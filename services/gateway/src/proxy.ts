import { Agent } from 'node:http';
import type { ServerResponse, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import type { KeyObject } from 'node:crypto';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { apiOwnership, serviceNames, type ServiceName } from '@koinonia/contracts';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@koinonia/service-kit';
import { assertionFor } from './identity-assertion';

const timedOut = new WeakSet<IncomingMessage>();

function sendProxyError(
  error: NodeJS.ErrnoException,
  req: IncomingMessage,
  target: ServerResponse | Socket,
  service: ServiceName,
): void {
  if (!('setHeader' in target)) {
    target.destroy();
    return;
  }
  if (target.headersSent) {
    target.end();
    return;
  }
  const wasTimeout = timedOut.has(req);
  const status = wasTimeout ? 504 : 502;
  const message = wasTimeout
    ? `The ${service} service took too long to answer`
    : `The ${service} service is unavailable right now`;
  target.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  target.end(JSON.stringify({ message, code: error.code ?? 'upstream_error' }));
}

/**
 * DESIGN "Services": /api calls go by path prefix to their service, keeping the full path, with the
 * body streamed (never parsed here) over a keep-alive agent. The caller's identity headers and cookies
 * are dropped; a signed assertion for that one service is attached instead.
 */
export function createApiProxy(options: {
  serviceUrls: Record<ServiceName, string>;
  identityPrivateKey: KeyObject;
  upstreamTimeoutMs: number;
}): RequestHandler[] {
  const agent = new Agent({ keepAlive: true, maxSockets: 512, keepAliveMsecs: 10_000 });
  return serviceNames.map((service) => {
    const prefixes = apiOwnership[service];
    return createProxyMiddleware<Request>({
      target: options.serviceUrls[service],
      agent,
      xfwd: true,
      proxyTimeout: options.upstreamTimeoutMs,
      pathFilter: (path) => prefixes.some((prefix) => path === prefix || path.startsWith(prefix + '/')),
      on: {
        proxyReq(proxyReq, req) {
          proxyReq.removeHeader('cookie');
          proxyReq.setHeader(IDENTITY_HEADER, assertionFor(req, service, options.identityPrivateKey));
          proxyReq.setHeader(REQUEST_ID_HEADER, String(req.id));
          proxyReq.once('timeout', () => timedOut.add(req));
        },
        error(error, req, res) {
          sendProxyError(error as NodeJS.ErrnoException, req, res, service);
        },
      },
    });
  });
}
