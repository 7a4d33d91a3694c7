import type { RequestHandler } from 'express';
import { HttpError } from '@koinonia/service-kit';
import type { RemotesSource } from './remotes-source';

/** GET /remotes.json (DESIGN "Module Federation contract"): never cached, so a release shows at once. */
export function remotesConfigRoute(remotes: RemotesSource, remotesFile: string): RequestHandler {
  return async (req, res, next) => {
    try {
      const config = await remotes.load();
      res.setHeader('Cache-Control', 'no-store');
      res.json(config);
    } catch (error) {
      req.log.error({ err: error, remotesFile }, 'remotes.json unreadable');
      next(new HttpError(503, 'The list of app sections is unavailable'));
    }
  };
}
