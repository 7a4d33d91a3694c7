import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathsOwnedBy, remoteNames, type RemotesConfig } from '@koinonia/contracts';

/** The version each remote's build is published under: its package.json version. */
export function remoteVersion(rootDir: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(rootDir, `mf-${name}`, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** remotes.json for the builds in this checkout: every remote at its current version, owning its paths. */
export function defaultRemotesConfig(rootDir: string): RemotesConfig {
  return {
    remotes: remoteNames.map((name) => ({
      name,
      manifest: `/mf/${name}/${remoteVersion(rootDir, name)}/mf-manifest.json`,
      paths: pathsOwnedBy(name),
    })),
  };
}

export function writeRemotesFile(file: string, config: RemotesConfig): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(config, null, 2) + '\n');
  return file;
}

/** Where each remote's version folders are: <mfRoot>/<name>, or the remote's own dist/ in this checkout. */
export const remoteDirsOf = (rootDir: string, mfRoot?: string) =>
  Object.fromEntries(
    remoteNames.map((name) => [name, mfRoot ? path.join(mfRoot, name) : path.join(rootDir, `mf-${name}`, 'dist')]),
  );
