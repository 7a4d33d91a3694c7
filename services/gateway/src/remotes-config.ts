import { readFile, stat } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import { remotesConfigSchema, type RemotesConfig } from '@koinonia/contracts';
import { HttpError } from '@koinonia/service-kit';

/**
 * /remotes.json from a file (a Kubernetes ConfigMap in production). The file is re-read when it changes,
 * so releasing or rolling back one remote is an edit of one entry — never a rebuild or a restart.
 */
export function remotesConfigRoute(remotesFile: string): RequestHandler {
  let cached: { modifiedAt: number; config: RemotesConfig } | undefined;

  async function load(): Promise<RemotesConfig> {
    const { mtimeMs } = await stat(remotesFile);
    if (cached?.modifiedAt === mtimeMs) return cached.config;
    const config = remotesConfigSchema.parse(JSON.parse(await readFile(remotesFile, 'utf8')));
    cached = { modifiedAt: mtimeMs, config };
    return config;
  }

  return async (req, res, next) => {
    try {
      const config = await load();
      res.setHeader('Cache-Control', 'no-store');
      res.json(config);
    } catch (error) {
      req.log.error({ err: error, remotesFile }, 'remotes.json unreadable');
      next(new HttpError(503, 'The list of app sections is unavailable'));
    }
  };
}
