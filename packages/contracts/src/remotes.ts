// zod/mini, not zod: the shell validates /remotes.json with this at start, and mini's functional checks
// tree-shake to a fraction of the full library in the browser bundle.
import * as z from 'zod/mini';

export const remoteNames = ['worship', 'connect', 'serve', 'admin', 'marketing'] as const;
export const remoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** DESIGN "Module Federation contract": /remotes.json, read by the shell at start. */
export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  manifest: z.string().check(z.minLength(1)),
  paths: z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1)),
});
export const remotesConfigSchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;

/** The parts of a remote's build manifest (mf-manifest.json) the gateway and the bundle budgets read. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[]; async: string[] } } }>;
  shared: Array<{ name: string }>;
}
