import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { serviceForPath } from '@koinonia/contracts';
import { HttpError, sendJsonError } from '@koinonia/service-kit';
import { gatewayRoutes } from './auth-routes';

/** A connect-style step: express-session, the CSRF check and the proxy all have this shape. */
export type Step = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const gatewayOwnPaths = new Set<string>(Object.values(gatewayRoutes).map((route) => route.path));

/** A call the gateway only forwards: an /api path a service owns, not one of the gateway's own routes. */
export function isForwardedApiCall(url: string | undefined): boolean {
  if (!url?.startsWith('/api/')) return false;
  const path = url.split('?', 1)[0]!;
  return !gatewayOwnPaths.has(path) && serviceForPath(path) !== undefined;
}

/**
 * The path every forwarded /api call takes: its steps run in order on the bare request, outside Express,
 * because Express's routing and request decoration cost as much CPU per call as the rest of the proxy
 * hop together (bench/gateway-overhead.mjs). A step's error, or a step falling through, ends in the JSON
 * error of DESIGN "Errors".
 */
export function apiPipeline(steps: Step[]): RequestListener {
  return (req, res) => {
    let index = 0;
    const next = (error?: unknown) => {
      if (error) return sendJsonError(req, res, error);
      const step = steps[index++];
      if (!step) return sendJsonError(req, res, new HttpError(404, `No API route for ${req.method} ${req.url}`));
      try {
        step(req, res, next);
      } catch (thrown) {
        sendJsonError(req, res, thrown);
      }
    };
    next();
  };
}
