import { Agent, request as httpRequest } from 'node:http';
import type { ServerResponse, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { KeyObject } from 'node:crypto';
import { serviceForPath, type ServiceName } from '@koinonia/contracts';
import { HttpError, IDENTITY_HEADER, REQUEST_ID_HEADER, overloadedError, sendJsonError } from '@koinonia/service-kit';
import { assertionFor, type CallerRequest } from './identity-assertion';
import type { Step } from './api-pipeline';

/** Calls one service may have open at once from one gateway, before more are refused (see createApiProxy). */
export const DEFAULT_MAX_PENDING_CALLS_PER_SERVICE = 256;

function sendProxyError(error: NodeJS.ErrnoException, res: ServerResponse, service: ServiceName): void {
  if (res.destroyed) return;
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ message: `The ${service} service is unavailable right now`, code: error.code ?? 'upstream_error' }));
}

const tooLate = (service: ServiceName) => new HttpError(504, `The ${service} service took too long to answer`, { code: 'upstream_timeout' });

/** A forwarded call as the proxy sees it: arrivedAt is set by noteArrival, the pipeline's first step. */
type ForwardedRequest = CallerRequest & { arrivedAt?: number };

/** The first step of a forwarded call: the proxy's deadline counts from here. */
export const noteArrival: Step = (req, _res, next) => {
  (req as ForwardedRequest).arrivedAt = Date.now();
  next();
};

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
  const appended = (previous: string | string[] | undefined, value: string) => (previous ? `${String(previous)},${value}` : value);
  return {
    'x-forwarded-for': callerAddress(req, trustsProxy),
    'x-forwarded-port': appended(req.headers['x-forwarded-port'], hostPort ?? (encrypted ? '443' : '80')),
    'x-forwarded-proto': appended(req.headers['x-forwarded-proto'], encrypted ? 'https' : 'http'),
    'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
  };
}

/**
 * DESIGN "Services": /api calls go by path prefix to their service, keeping the full path, with the
 * body streamed (never parsed here) over a keep-alive agent. The caller's identity headers and cookies
 * are dropped; a signed assertion for that one service is attached instead. A plain node:http forwarder:
 * http-proxy-middleware cost the gateway a fifth of its throughput here (bench/gateway-overhead.mjs).
 *
 * Each call has one deadline, counted from its arrival at the gateway (noteArrival): the session read,
 * any wait for one of the agent's sockets and the service's answer all fall within it, and when it passes
 * the caller gets a 504 however far the call got. A service whose calls pile up (frozen, or slower than
 * what comes in) gets no more than maxPendingCallsPerService of them at once; the rest are refused at
 * once with a 503 and Retry-After rather than queued behind calls that will time out anyway.
 */
/** Connections the gateway opens to one service at most; more calls wait for one, within their deadline. */
export const SOCKETS_PER_SERVICE = 512;

export function createApiProxy(options: {
  serviceUrls: Record<ServiceName, string>;
  identityPrivateKey: KeyObject;
  /** The deadline of each call, from its arrival at the gateway. */
  upstreamTimeoutMs: number;
  /** Calls one service may have open at once (in flight or waiting for a socket); DEFAULT_MAX_PENDING_CALLS_PER_SERVICE if absent. */
  maxPendingCallsPerService?: number;
  /** Connections to one service at most; SOCKETS_PER_SERVICE if absent. */
  socketsPerService?: number;
  /** The gateway app's compiled TRUST_PROXY (express's "trust proxy fn"); none trusted when absent. */
  trustsProxy?: TrustsProxy;
}): Step {
  const trustsProxy: TrustsProxy = options.trustsProxy ?? (() => false);
  const maxPending = options.maxPendingCallsPerService ?? DEFAULT_MAX_PENDING_CALLS_PER_SERVICE;
  const agent = new Agent({ keepAlive: true, maxSockets: options.socketsPerService ?? SOCKETS_PER_SERVICE, keepAliveMsecs: 10_000 });
  const targets = Object.fromEntries(
    Object.entries(options.serviceUrls).map(([service, url]) => [service, new URL(url)]),
  ) as Record<ServiceName, URL>;
  const pending = Object.fromEntries(Object.keys(targets).map((service) => [service, 0])) as Record<ServiceName, number>;

  return (incoming, res, next) => {
    const req = incoming as ForwardedRequest;
    const service = serviceForPath(req.url!.split('?', 1)[0]!);
    if (!service) return next();
    if (pending[service] >= maxPending) {
      const message = `The ${service} service is busy right now. Please try again shortly.`;
      return next(overloadedError(message));
    }
    const remainingMs = options.upstreamTimeoutMs - (Date.now() - (req.arrivedAt ?? Date.now()));
    if (remainingMs <= 0) return next(tooLate(service));

    const target = targets[service];
    const headers: OutgoingHttpHeaders = forwardedHeaders(req, trustsProxy);
    for (const name in req.headers) if (name !== 'cookie' && !(name in headers)) headers[name] = req.headers[name];
    headers[IDENTITY_HEADER] = assertionFor(req, service, options.identityPrivateKey);
    headers[REQUEST_ID_HEADER] = String(req.id);
    // A body-less DELETE or OPTIONS says so, or some servers wait for one.
    if ((req.method === 'DELETE' || req.method === 'OPTIONS') && !req.headers['content-length']) {
      headers['content-length'] = '0';
      delete headers['transfer-encoding'];
    }

    pending[service] += 1;
    let expired = false;
    const upstream = httpRequest(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) res.setHeader(name, value);
        res.writeHead(answer.statusCode ?? 502);
        answer.pipe(res);
      },
    );
    // The call's one timer (the hot path has no other): the rest of its deadline.
    const deadline = setTimeout(() => {
      if (res.writableFinished) return;
      expired = true;
      upstream.destroy();
      // An answer cut short must not look whole to the caller: its connection is closed instead.
      if (res.headersSent) res.destroy();
      else sendJsonError(req, res, tooLate(service));
    }, remainingMs);
    upstream.on('error', (error) => {
      if (!expired) sendProxyError(error, res, service);
    });
    res.on('close', () => {
      clearTimeout(deadline);
      pending[service] -= 1;
      // A caller that goes away stops the upstream call too.
      if (!res.writableFinished) upstream.destroy();
    });
    // Most calls carry no body: ended at once, without a pipe's machinery.
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) upstream.end();
    else req.pipe(upstream);
  };
}
