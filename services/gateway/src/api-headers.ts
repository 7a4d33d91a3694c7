import type { Step } from './api-pipeline';

/**
 * The headers of every /api answer the gateway gives — its own routes, 404s and errors, and the services'
 * answers it forwards. An API answer is about one caller at one moment: no browser or shared cache keeps
 * it, unless the service that made it says otherwise (translations and prices are cacheable: the proxy
 * copies the service's own Cache-Control over this one). nosniff: a JSON answer is never taken for a
 * script or a stylesheet.
 */
export const apiResponseHeaders: Step = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};
