import { remotesConfigSchema, type RemotesConfig } from '@koinonia/contracts';

/** DESIGN: the shell learns its remotes at start from /remotes.json (never cached, validated). */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The list of app sections could not be loaded (${response.status})`);
  return remotesConfigSchema.parse(await response.json());
}
