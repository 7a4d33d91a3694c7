import { remoteNames, type RemoteName } from './remote-names';

export { remoteNames, type RemoteName } from './remote-names';
// Only the gateway and tests load zod's schemas; the shell's first screen stays free of zod.
export { remoteNameSchema, remoteEntrySchema, remotesConfigSchema } from './remotes-schema';

/** DESIGN "Module Federation contract": one remote in /remotes.json. */
export interface RemoteEntry {
  name: RemoteName;
  /** Its mf-manifest.json URL. */
  manifest: string;
  /** The top-level paths it owns, each starting with "/". */
  paths: string[];
}
export interface RemotesConfig {
  remotes: RemoteEntry[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * /remotes.json checked as remotesConfigSchema checks it (unknown keys dropped), without zod: the shell
 * runs this before its first screen, where zod would weigh 13 KB gzip. Throws on anything else.
 */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  const invalid = (where: string, rule: string): never => {
    throw new TypeError(`Invalid remotes.json: ${where} ${rule}`);
  };
  if (!isRecord(value)) return invalid('the document', 'must be an object');
  if (!Array.isArray(value.remotes)) return invalid('remotes', 'must be a list');
  const remotes = value.remotes.map((entry: unknown, index): RemoteEntry => {
    const where = `remotes[${index}]`;
    if (!isRecord(entry)) return invalid(where, 'must be an object');
    const { name, manifest, paths } = entry;
    if (!remoteNames.includes(name as RemoteName)) invalid(`${where}.name`, `must be one of ${remoteNames.join(', ')}`);
    if (typeof manifest !== 'string' || manifest.length === 0) invalid(`${where}.manifest`, 'must be a non-empty string');
    if (!Array.isArray(paths) || paths.length === 0) return invalid(`${where}.paths`, 'must be a non-empty list');
    if (!paths.every((path) => typeof path === 'string' && path.startsWith('/'))) invalid(`${where}.paths`, 'must each start with "/"');
    return { name: name as RemoteName, manifest: manifest as string, paths: [...(paths as string[])] };
  });
  return { remotes };
}

/** The parts of a remote's build manifest (mf-manifest.json) the gateway, the bundle budgets and the service worker read. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{
    path: string;
    assets: { js: { sync: string[]; async: string[] }; css?: { sync: string[]; async: string[] } };
  }>;
  shared: Array<{ name: string }>;
}
