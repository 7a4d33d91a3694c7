import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (DESIGN "Errors"): born at the gateway, repeated by every service. */
    id: string;
    /** A logger whose every line carries the request id. */
    log: Logger;
  }
}

const UNLOGGED_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Gives each request its id and a logger, and logs each completed request when info is enabled. The
 * child logger is made only when a line is written, so a request with nothing to log costs next to
 * nothing (pino-http built one per request: a measurable share of the gateway's CPU in npm run bench).
 */
export function requestLogger(logger: Logger, idFor: (req: IncomingMessage, res: ServerResponse) => string): RequestHandler {
  return (req, res, next) => {
    const id = idFor(req, res);
    req.id = id;
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ reqId: id })),
    });
    if (logger.isLevelEnabled('info') && !UNLOGGED_PATHS.has(req.url)) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const responseTime = Number(process.hrtime.bigint() - started) / 1e6;
        req.log.info(
          { req: { method: req.method, url: req.originalUrl ?? req.url }, res: { statusCode: res.statusCode }, responseTime: Math.round(responseTime * 10) / 10 },
          'request completed',
        );
      });
    }
    next();
  };
}
