import { parseRemotesConfig, type RemotesConfig } from '@koinonia/contracts';

/**
 * DESIGN: the shell learns its remotes at start from /remotes.json (validated; the gateway sends it
 * no-store). Checked without zod, which would weigh on the first screen; the gateway validates the file
 * with the zod schema when it reads it. No cache option here: one would keep the browser from using the
 * copy the page preloads.
 */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The list of app sections could not be loaded (${response.status})`);
  return parseRemotesConfig(await response.json());
}
