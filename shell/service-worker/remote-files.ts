import type { FederationManifest, RemotesConfig } from '@koinonia/contracts';

/**
 * Every file a remote section loads, from its build manifest: its remoteEntry.js, and each exposed module's
 * scripts and styles, loaded at once or later. Shared modules are left out: the shell provides them.
 */
export function remoteFileUrls(manifestUrl: string, manifest: FederationManifest): string[] {
  const base = new URL('.', manifestUrl);
  const files = new Set<string>([manifest.metaData.remoteEntry.name]);
  for (const expose of manifest.exposes) {
    const { js, css } = expose.assets;
    for (const file of [...js.sync, ...js.async, ...(css?.sync ?? []), ...(css?.async ?? [])]) files.add(file);
  }
  return [...files].map((file) => new URL(file, base).href);
}

/** The manifest URLs of /remotes.json, made absolute against the page's origin. */
export const manifestUrls = (config: RemotesConfig, origin: string): string[] =>
  config.remotes.map((remote) => new URL(remote.manifest, origin).href);
