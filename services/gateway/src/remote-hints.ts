import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SIGNED_IN_HOME, SIGNED_OUT_HOME, type RemoteEntry } from '@koinonia/contracts';
import type { RemotesSource } from './remotes-source';

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

/**
 * Preload hints (Link headers) for the page of one route: /remotes.json, and the manifest, remoteEntry.js
 * and ./Section scripts of the remote that owns the route. Without them the browser learns of each only
 * after the one before has arrived and run — shell, remotes.json, manifest, entry, section — five round
 * trips before the page can paint; with them, these downloads start with the shell's own.
 */
export function createRemoteHints(remotes: RemotesSource, remoteDirs: Record<string, string>) {
  const manifests = new Map<string, { modifiedAt: number; links: string[] }>();

  /** The remote's own files, read from its manifest on disk (cached until the file changes). */
  async function remoteLinks(remote: RemoteEntry): Promise<string[]> {
    const prefix = `/mf/${remote.name}/`;
    const directory = remoteDirs[remote.name];
    if (!directory || !remote.manifest.startsWith(prefix)) return [];
    const file = path.join(directory, ...remote.manifest.slice(prefix.length).split('/'));
    if (!file.startsWith(directory + path.sep)) return [];
    const { mtimeMs } = await stat(file);
    const cached = manifests.get(file);
    if (cached?.modifiedAt === mtimeMs) return cached.links;
    const manifest = JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
    // publicPath "auto": every file of the remote sits next to its manifest.
    const base = remote.manifest.slice(0, remote.manifest.lastIndexOf('/') + 1);
    const entry = manifest.metaData.remoteEntry;
    const section = manifest.exposes.find((expose) => expose.path === './Section');
    const links = [
      `<${remote.manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${base}${entry.path ? `${entry.path}/` : ''}${entry.name}>; rel=preload; as=script`,
      ...(section?.assets.js.sync ?? []).map((script) => `<${base}${script}>; rel=preload; as=script`),
    ];
    manifests.set(file, { modifiedAt: mtimeMs, links });
    return links;
  }

  /** Hints for a page request; the root goes to the dashboard or the landing page (SPEC §2). */
  return async function hintsFor(pathname: string, hasSessionCookie: boolean): Promise<string[]> {
    const route = pathname === '/' ? (hasSessionCookie ? SIGNED_IN_HOME : SIGNED_OUT_HOME) : pathname;
    const config = await remotes.load();
    const owner = config.remotes.find((remote) => remote.paths.some((owned) => route === owned || route.startsWith(`${owned}/`)));
    return ['</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous', ...(owner ? await remoteLinks(owner) : [])];
  };
}

export type RemoteHints = ReturnType<typeof createRemoteHints>;
