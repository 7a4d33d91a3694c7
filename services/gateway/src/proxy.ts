import { Agent, request as httpRequest } from 'node:http';
import type { ServerResponse, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { KeyObject } from 'node:crypto';
import { serviceForPath, type ServiceName } from '@koinonia/contracts';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@koinonia/service-kit';
import { assertionFor, type CallerRequest } from './identity-assertion';
import type { Step } from './api-pipeline';

function sendProxyError(error: NodeJS.ErrnoException, res: ServerResponse, service: ServiceName, timedOut: boolean): void {
  if (res.destroyed) return;
  if (res.headersSent) {
    res.end();
    return;
  }
  const status = timedOut ? 504 : 502;
  const message = timedOut
    ? `The ${service} service took too long to answer`
    : `The ${service} service is unavailable right now`;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ message, code: error.code ?? 'upstream_error' }));
}

/** express's compiled "trust proxy" test: whether the address, that many hops from the gateway, is a trusted proxy. */
export type TrustsProxy = (address: string, hop: number) => boolean;

/**
 * The caller's address as express's req.ip would give it: from the socket peer back through
 * X-Forwarded-For, the first address that is not a trusted proxy (TRUST_PROXY). With no proxy trusted it
 * is the peer, whatever a browser wrote.
 */
export function callerAddress(req: IncomingMessage, trustsProxy: TrustsProxy): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((part) => part.trim()).filter(Boolean);
  const chain = [req.socket.remoteAddress ?? '', ...forwarded.reverse()];
  return chain.find((address, hop) => hop === chain.length - 1 || !trustsProxy(address, hop)) ?? '';
}

/**
 * X-Forwarded-Port and -Proto appended to what came in, -Host kept (as http-proxy's xfwd does).
 * X-Forwarded-For is replaced by the one caller address the gateway believes, so a service that trusts
 * the gateway (the marketing service's country detection) can never be handed a browser's own header.
 */
function forwardedHeaders(req: IncomingMessage, trustsProxy: TrustsProxy): OutgoingHttpHeaders {
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const hostPort = /:(\d+)$/.exec(req.headers.host ?? '')?.[1];
  const values = {
    port: hostPort ?? (encrypted ? '443' : '80'),
    proto: encrypted ? 'https' : 'http',
  };
  const headers: OutgoingHttpHeaders = { 'x-forwarded-for': callerAddress(req, trustsProxy) };
  for (const [name, value] of Object.entries(values)) {
    const previous = req.headers[`x-forwarded-${name}`];
    headers[`x-forwarded-${name}`] = previous ? `${previous},${value}` : value;
  }
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
  return headers;
}

/**
 * DESIGN "Services": /api calls go by path prefix to their service, keeping the full path, with the
 * body streamed (never parsed here) over a keep-alive agent. The caller's identity headers and cookies
 * are dropped; a signed assertion for that one service is attached instead. A plain node:http forwarder:
 * http-proxy-middleware cost the gateway a fifth of its throughput here (bench/gateway-overhead.mjs).
 */
export function createApiProxy(options: {
  serviceUrls: Record<ServiceName, string>;
  identityPrivateKey: KeyObject;
  upstreamTimeoutMs: number;
  /** The gateway app's compiled TRUST_PROXY (express's "trust proxy fn"); none trusted when absent. */
  trustsProxy?: TrustsProxy;
}): Step {
  const trustsProxy: TrustsProxy = options.trustsProxy ?? (() => false);
  const agent = new Agent({ keepAlive: true, maxSockets: 512, keepAliveMsecs: 10_000 });
  const targets = Object.fromEntries(
    Object.entries(options.serviceUrls).map(([service, url]) => [service, new URL(url)]),
  ) as Record<ServiceName, URL>;

  return (incoming, res, next) => {
    const req = incoming as CallerRequest;
    const service = serviceForPath(req.url!.split('?', 1)[0]!);
    if (!service) return next();
    const target = targets[service];
    const headers: OutgoingHttpHeaders = { ...req.headers, ...forwardedHeaders(req, trustsProxy) };
    delete headers.cookie;
    headers[IDENTITY_HEADER] = assertionFor(req, service, options.identityPrivateKey);
    headers[REQUEST_ID_HEADER] = String(req.id);
    // A body-less DELETE or OPTIONS says so, or some servers wait for one.
    if ((req.method === 'DELETE' || req.method === 'OPTIONS') && !req.headers['content-length']) {
      headers['content-length'] = '0';
      delete headers['transfer-encoding'];
    }

    let timedOut = false;
    const upstream = httpRequest(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) res.setHeader(name, value);
        res.writeHead(answer.statusCode ?? 502);
        answer.pipe(res);
      },
    );
    upstream.setTimeout(options.upstreamTimeoutMs, () => {
      timedOut = true;
      upstream.destroy();
    });
    upstream.on('error', (error) => sendProxyError(error, res, service, timedOut));
    // A caller that goes away stops the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
