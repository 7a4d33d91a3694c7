import { readFile, stat } from 'node:fs/promises';
import { remotesConfigSchema, type RemotesConfig } from '@koinonia/contracts';

export interface RemotesSource {
  /** The current remotes.json, validated; re-read only when the file changes. */
  load(): Promise<RemotesConfig>;
}

/**
 * remotes.json from a file (a Kubernetes ConfigMap in production). The file is re-read when it changes,
 * so releasing or rolling back one remote is an edit of one entry — never a rebuild or a restart.
 */
export function createRemotesSource(remotesFile: string): RemotesSource {
  let cached: { modifiedAt: number; config: RemotesConfig } | undefined;
  return {
    async load() {
      const { mtimeMs } = await stat(remotesFile);
      if (cached?.modifiedAt === mtimeMs) return cached.config;
      const config = remotesConfigSchema.parse(JSON.parse(await readFile(remotesFile, 'utf8')));
      cached = { modifiedAt: mtimeMs, config };
      return config;
    },
  };
}
