import { parseRemotesConfig, type FederationManifest } from '@koinonia/contracts';
import { REMOTE_FILES_CACHE } from './cache-rules';
import { manifestUrls, remoteFileUrls } from './remote-files';

/** /remotes.json, each remote's manifest and remoteEntry.js: read fresh when online, kept for offline. */
export const REMOTE_DIRECTORY_CACHE = 'koinonia-remote-directory';

async function fetchAndKeep(cache: Cache, url: string): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await cache.put(url, response.clone());
  return response;
}

/**
 * Keeps every section's files, so a section never opened online still opens offline. Files already kept are
 * not fetched again (their names are hashed); offline this fails quietly and is tried at the next start.
 */
export async function keepSectionsOffline(): Promise<void> {
  try {
    const directory = await caches.open(REMOTE_DIRECTORY_CACHE);
    const files = await caches.open(REMOTE_FILES_CACHE);
    const config = parseRemotesConfig(await (await fetchAndKeep(directory, '/remotes.json')).json());
    await Promise.all(
      manifestUrls(config, self.location.origin).map(async (manifestUrl) => {
        const manifest = (await (await fetchAndKeep(directory, manifestUrl)).json()) as FederationManifest;
        const [remoteEntry, ...rest] = remoteFileUrls(manifestUrl, manifest);
        await fetchAndKeep(directory, remoteEntry!);
        const missing = [];
        for (const url of rest) if (!(await files.match(url))) missing.push(url);
        await files.addAll(missing);
      }),
    );
  } catch (error) {
    console.info('[koinonia] sections not kept offline yet', error instanceof Error ? error.message : error);
  }
}
