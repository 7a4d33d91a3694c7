import type { RequestListener } from 'node:http';
import express from 'express';
import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import {
  checkRedis,
  errorHandler,
  HttpError,
  REQUEST_ID_HEADER,
  requestLogger,
  type Logger,
  type RedisClient,
} from '@koinonia/service-kit';
import type { GatewayConfig } from './config';
import { createSessions } from './session';
import { htmlSecurityHeaders, requireSameSiteWrite } from './security';
import { createIdentityClient } from './identity-client';
import { createLoginThrottle } from './login-throttle';
import { createKnownBrowsers } from './known-browsers';
import { createSignupLimit } from './signup-limit';
import { authRoutes } from './auth-routes';
import { createApiProxy, noteArrival, type TrustsProxy } from './proxy';
import { remoteFiles, shellFiles, shellPage } from './static-files';
import { sitePages } from './site-pages';
import { remotesConfigRoute } from './remotes-config';
import { createRemotesSource } from './remotes-source';
import { createRemoteHints } from './remote-hints';
import { createWebSocketUpgrade } from './websocket';
import { createLiveSockets } from './live-sockets';
import { apiPipeline, isForwardedApiCall, type Step } from './api-pipeline';
import { apiResponseHeaders } from './api-headers';

export type { GatewayConfig } from './config';

/** The marketing build puts the pre-rendered public site beside its remote (mf-marketing/webpack.site.config.js). */
const siteDirOf = (remoteDirs: Record<string, string>) => path.join(remoteDirs.marketing ?? '', '.site', 'pages');
export { gatewayRoutes } from './auth-routes';

export interface GatewayDeps {
  redis: RedisClient;
  logger: Logger;
}

/**
 * The public entry (DESIGN "Shape"): static shell and remotes, /remotes.json, sessions, the /api proxy
 * and /ws. Static files and HTML never touch the session store.
 */
export function createGateway(config: GatewayConfig, { redis, logger }: GatewayDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const trustsProxy = app.get('trust proxy fn') as TrustsProxy;

  const requestIds = requestLogger(logger, (_req, res) => {
    // The gateway is where a request id is born: an inbound one is not trusted.
    const id = randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    return id;
  });
  app.use(requestIds);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/readyz', async (req, res) => {
    try {
      await Promise.all([checkRedis(redis), access(path.join(config.shellDir, 'index.html'))]);
      res.json({ status: 'ready', service: 'gateway' });
    } catch (error) {
      req.log.warn({ err: error }, 'gateway not ready');
      res.status(503).json({ message: 'gateway is not ready' });
    }
  });

  const remotes = createRemotesSource(config.remotesFile);
  app.get('/remotes.json', remotesConfigRoute(remotes, config.remotesFile));
  app.use(remoteFiles(config.remoteDirs));
  app.use(shellFiles(config.shellDir));

  const identity = createIdentityClient(config.serviceUrls.identity, config.identityPrivateKey);
  const liveSockets = createLiveSockets();
  const sessions = createSessions({
    redis,
    logger,
    secret: config.sessionSecret,
    production: config.production,
    subjectOf: identity.subjectOf,
    liveSockets,
  });

  // The gateway's own /api routes (sign-in, sign-up, sign-out) and unknown /api paths; forwarded calls
  // take the apiPipeline below instead.
  const sameSiteWrite = requireSameSiteWrite(trustsProxy);
  app.use('/api', apiResponseHeaders, sameSiteWrite, sessions.middleware);
  app.use(
    authRoutes({
      identity,
      throttle: createLoginThrottle(redis),
      knownBrowsers: createKnownBrowsers({ secret: config.sessionSecret, production: config.production }),
      signupLimit: createSignupLimit(redis),
      users: sessions.users,
    }),
  );
  app.use('/api', (req, _res, next) => next(new HttpError(404, `No API route for ${req.method} ${req.originalUrl}`)));

  const hints = config.preloadRemotes === false ? undefined : createRemoteHints(remotes, config.remoteDirs);
  app.use(sitePages(config.siteDir ?? siteDirOf(config.remoteDirs), { production: config.production }));
  app.use(htmlSecurityHeaders(config.production), shellPage(config.shellDir, hints));
  app.use(errorHandler);

  const forward = apiPipeline([noteArrival, requestIds, apiResponseHeaders, sameSiteWrite, sessions.readForForwarding, createApiProxy({ ...config, trustsProxy })] as Step[]);
  const listener: RequestListener = (req, res) => (isForwardedApiCall(req.url) ? forward(req, res) : app(req, res));

  const upgrade = createWebSocketUpgrade({
    connectUrl: config.serviceUrls.connect,
    identityPrivateKey: config.identityPrivateKey,
    session: sessions.middleware,
    trustsProxy,
    liveSockets,
  });
  return { listener, upgrade, close: sessions.close };
}
