import { remotesConfigSchema, type RemotesConfig } from '@koinonia/contracts';
import { fileWhenChanged } from './file-when-changed';

export interface RemotesSource {
  /** The current remotes.json, validated; re-read only when the file changes. */
  load(): Promise<RemotesConfig>;
}

/**
 * remotes.json from a file (a Kubernetes ConfigMap in production). The file is re-read when it changes,
 * so releasing or rolling back one remote is an edit of one entry — never a rebuild or a restart.
 */
export function createRemotesSource(remotesFile: string): RemotesSource {
  const read = fileWhenChanged((text) => remotesConfigSchema.parse(JSON.parse(text)));
  return { load: () => read(remotesFile) };
}
