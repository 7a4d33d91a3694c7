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

/** Seconds a caller is asked to wait when every database connection stayed busy past its wait. */
const BUSY_RETRY_SECONDS = 5;

/**
 * A request that waited past the pool's limit for a database connection (knex's KnexTimeoutError) found the
 * service overloaded, not broken: 503 with Retry-After, which the client's one retry honours.
 */
function fromOverload(error: { name?: string }): HttpError | null {
  if (error?.name !== 'KnexTimeoutError') return null;
  return new HttpError(503, 'Koinonia is very busy right now. Please try again in a few seconds.', {
    code: 'overloaded',
    retryAfterSeconds: BUSY_RETRY_SECONDS,
  });
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
