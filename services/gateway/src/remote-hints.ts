import path from 'node:path';
import { isWithin, SIGNED_IN_HOME, SIGNED_OUT_HOME, type FederationManifest, type RemoteEntry } from '@koinonia/contracts';
import { fileWhenChanged } from './file-when-changed';
import type { RemotesSource } from './remotes-source';

/**
 * Preload hints (Link headers) for the page of one route: /remotes.json, and the manifest, remoteEntry.js
 * and ./Section scripts of the remote that owns the route. Without them the browser learns of each only
 * after the one before has arrived and run — shell, remotes.json, manifest, entry, section — five round
 * trips before the page can paint; with them, these downloads start with the shell's own.
 */
export function createRemoteHints(remotes: RemotesSource, remoteDirs: Record<string, string>) {
  const readManifest = fileWhenChanged((text) => JSON.parse(text) as FederationManifest);

  /** The remote's own files, read from its manifest on disk (parsed again only when it changes). */
  async function remoteLinks(remote: RemoteEntry): Promise<string[]> {
    const prefix = `/mf/${remote.name}/`;
    const directory = remoteDirs[remote.name];
    if (!directory || !remote.manifest.startsWith(prefix)) return [];
    const file = path.join(directory, ...remote.manifest.slice(prefix.length).split('/'));
    if (!file.startsWith(directory + path.sep)) return [];
    const manifest = await readManifest(file);
    // publicPath "auto": every file of the remote sits next to its manifest.
    const base = remote.manifest.slice(0, remote.manifest.lastIndexOf('/') + 1);
    const entry = manifest.metaData.remoteEntry;
    const section = manifest.exposes.find((expose) => expose.path === './Section');
    return [
      `<${remote.manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${base}${entry.path ? `${entry.path}/` : ''}${entry.name}>; rel=preload; as=script`,
      ...(section?.assets.js.sync ?? []).map((script) => `<${base}${script}>; rel=preload; as=script`),
    ];
  }

  /** Hints for a page request; the root goes to the dashboard or the landing page (SPEC §2). */
  return async function hintsFor(pathname: string, hasSessionCookie: boolean): Promise<string[]> {
    const route = pathname === '/' ? (hasSessionCookie ? SIGNED_IN_HOME : SIGNED_OUT_HOME) : pathname;
    const config = await remotes.load();
    const owner = config.remotes.find((remote) => remote.paths.some((owned) => isWithin(route, owned)));
    return ['</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous', ...(owner ? await remoteLinks(owner) : [])];
  };
}

export type RemoteHints = ReturnType<typeof createRemoteHints>;
