import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { KeyObject } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, requestIdOf } from '@koinonia/service-kit';
import { assertionFor } from './identity-assertion';
import type { TrustsProxy } from './proxy';
import { fromOwnOrigin } from './security';
import type { LiveSockets } from './live-sockets';

/**
 * DESIGN "Services": /ws is upgraded to the connect service with the same signed identity as /api calls.
 * Only same-origin pages may open it (no cross-site WebSocket hijacking).
 */
export function createWebSocketUpgrade(options: {
  connectUrl: string;
  identityPrivateKey: KeyObject;
  session: RequestHandler;
  /** The gateway app's compiled TRUST_PROXY, to know its own origin (see fromOwnOrigin). */
  trustsProxy: TrustsProxy;
  /** Open connections by user, closed when who the user is changes. */
  liveSockets: LiveSockets;
}) {
  const proxy = createProxyMiddleware<Request>({
    target: options.connectUrl,
    ws: true,
    on: {
      proxyReqWs(proxyReq, req) {
        proxyReq.removeHeader('cookie');
        proxyReq.setHeader(IDENTITY_HEADER, assertionFor(req, 'connect', options.identityPrivateKey));
        proxyReq.setHeader(REQUEST_ID_HEADER, String(req.id));
      },
      error(_error, _req, target) {
        if ('destroy' in target) target.destroy();
      },
    },
  });

  return (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (url.pathname !== '/ws' || !fromOwnOrigin(req, options.trustsProxy)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const request = req as Request;
    request.id = requestIdOf(req);
    options.session(request, new ServerResponse(req) as never, (error?: unknown) => {
      if (error) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
        return;
      }
      if (request.session?.userId) options.liveSockets.add(request.session.userId, socket);
      proxy.upgrade(request, socket, head);
    });
  };
}
