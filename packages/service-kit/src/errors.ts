import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorResponse } from '@koinonia/contracts';

/** Services throw this; errorHandler turns it into the JSON error of DESIGN "Errors". */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Omit<ErrorResponse, 'message'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `No route for ${req.method} ${req.path}`));
};

/**
 * Errors from express's own middleware (body-parser, serve-static) carry a status and say whether their
 * message may be shown; map them to clear messages.
 */
function fromMiddleware(error: { name?: string; type?: string; status?: number; expose?: boolean }): HttpError | null {
  // The router fails a path parameter that is not valid percent-encoding with a URIError.
  if (error.name === 'URIError') return new HttpError(400, 'The request path is not valid');
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'The request body is not valid JSON');
    case 'entity.too.large':
      return new HttpError(413, 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'Unsupported request encoding');
    case 'request.aborted':
      return new HttpError(400, 'The request was aborted');
    default:
      if (error.expose && error.status === 404) return new HttpError(404, 'Not found');
      if (error.expose && error.status && error.status >= 400 && error.status < 500) {
        return new HttpError(error.status, 'The request could not be handled');
      }
      return null;
  }
}

/** How long a caller refused for overload is asked to wait (the client's one retry honours it). */
const OVERLOADED_RETRY_AFTER_SECONDS = 2;

/** 503 `overloaded` with Retry-After: too busy to take this call now, not broken (the gateway and every service). */
export function overloadedError(message = 'Koinonia is very busy right now. Please try again in a few seconds.'): HttpError {
  return new HttpError(503, message, { code: 'overloaded', retryAfterSeconds: OVERLOADED_RETRY_AFTER_SECONDS });
}

/** A request that waited past the pool's limit for a database connection (knex's KnexTimeoutError) found the service overloaded. */
function fromOverload(error: { name?: string }): HttpError | null {
  return error?.name === 'KnexTimeoutError' ? overloadedError() : null;
}

/** The JSON error of DESIGN "Errors" for anything thrown; an unknown error is logged, never shown. */
export function sendJsonError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const known =
    error instanceof HttpError
      ? error
      : (fromMiddleware(error as Parameters<typeof fromMiddleware>[0]) ?? fromOverload(error as { name?: string }));
  if (!known) req.log?.error({ err: error }, 'unhandled error');
  else if (known.status === 503) req.log?.warn({ err: error }, 'database connections all busy');
  if (res.headersSent) {
    res.end();
    return;
  }
  const body: ErrorResponse = { message: known?.message ?? 'Something went wrong on our side', ...known?.details };
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (body.retryAfterSeconds !== undefined) headers['retry-after'] = String(body.retryAfterSeconds);
  res.writeHead(known?.status ?? 500, headers);
  res.end(JSON.stringify(body));
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => sendJsonError(req, res, error);
