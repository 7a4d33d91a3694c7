import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@koinonia/contracts';
import type { RemoteSectionComponent } from '@koinonia/shell-contract';

const RETRY_DELAYS_MS = [400, 1_200];
const known = new Map<string, RemoteEntry>();

export function registerRemoteEntries(entries: readonly RemoteEntry[]): void {
  registerRemotes(entries.map((entry) => ({ name: entry.name, entry: new URL(entry.manifest, window.location.origin).href })));
  for (const entry of entries) known.set(entry.name, entry);
}

/** The runtime memoises a failed load; registering the remote again with force clears it (DESIGN). */
function forgetFailure(name: string): void {
  const entry = known.get(name);
  if (entry) registerRemotes([{ name, entry: new URL(entry.manifest, window.location.origin).href }], { force: true });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads a remote's ./Section, retrying twice with backoff before giving up. */
export async function loadSection(name: string): Promise<RemoteSectionComponent> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    try {
      const module = await loadRemote<{ default: RemoteSectionComponent }>(`${name}/Section`);
      if (!module?.default) throw new Error(`${name}/Section has no default export`);
      return module.default;
    } catch (error) {
      lastError = error;
      forgetFailure(name);
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay !== undefined) await wait(delay);
    }
  }
  throw lastError;
}

export const reloadRemote = forgetFailure;
