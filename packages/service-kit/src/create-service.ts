import express, { type Express } from 'express';
import type { KeyObject } from 'node:crypto';
import { createLogger, type Logger } from './logger';
import { errorHandler, notFoundHandler } from './errors';
import { identityMiddleware } from './identity';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { requestLogger } from './request-logger';
import { createRouter, type RouteDefinition } from './routes';

export interface ServiceOptions {
  /** The service's name: its log name and the audience its identity assertions must carry. */
  name: string;
  identityPublicKey: KeyObject;
  /** The service's routes, each declaring who may call it; mounted behind identity verification and JSON parsing. */
  routes: readonly RouteDefinition[];
  /** Checks that must pass for /readyz (database, Redis). */
  readinessChecks?: Array<() => Promise<void>>;
  /** Largest JSON body accepted. */
  bodyLimit?: string;
  logger?: Logger;
}

/** DESIGN "Services": the one way every Koinonia service builds its Express app. */
export function createService(options: ServiceOptions): Express {
  const logger = options.logger ?? createLogger(options.name);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use(
    requestLogger(logger, (req, res) => {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      // Every answer is JSON (or a file with its own type): never to be taken for a script or stylesheet,
      // even by a client that reaches the service without the gateway.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      return id;
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/readyz', async (req, res) => {
    try {
      await Promise.all((options.readinessChecks ?? []).map((check) => check()));
      res.json({ status: 'ready', service: options.name });
    } catch (error) {
      req.log.warn({ err: error }, 'not ready');
      res.status(503).json({ message: `${options.name} is not ready` });
    }
  });

  app.use(identityMiddleware(options.identityPublicKey, options.name));
  app.use(express.json({ limit: options.bodyLimit ?? '100kb' }));
  app.use(createRouter(options.routes));
  // Kept for the security matrix and the fuzz tests, which walk every declared route.
  app.locals.routeDefinitions = options.routes;
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
