// The shell's remote loader for the benchmark's single-bundle build (packages/mf-config swaps it in for
// shell/src/remotes/remote-loader.ts when Module Federation is off): the same app, with every remote's
// ./Section as a local lazy chunk instead of a federated module. Same exports, same retry-free contract.
import type { RemoteEntry } from '@koinonia/contracts';
import type { RemoteSectionComponent } from '@koinonia/shell-contract';

type SectionModule = { default: RemoteSectionComponent };

const sections: Record<string, () => Promise<SectionModule>> = {
  worship: () => import('../../mf-worship/src/Section'),
  connect: () => import('../../mf-connect/src/Section'),
  serve: () => import('../../mf-serve/src/Section'),
  admin: () => import('../../mf-admin/src/Section'),
  marketing: () => import('../../mf-marketing/src/Section'),
};

export function registerRemoteEntries(_entries: readonly RemoteEntry[]): void {
  // Nothing to register: the sections are part of this build.
}

export async function loadSection(name: string): Promise<RemoteSectionComponent> {
  const load = sections[name];
  if (!load) throw new Error(`No section named ${name} in the single bundle`);
  return (await load()).default;
}

export function reloadRemote(_name: string): void {
  // A failed chunk load is retried by rendering the section again.
}
