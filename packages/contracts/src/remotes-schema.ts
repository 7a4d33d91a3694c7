// zod/mini, not zod: mini's functional checks tree-shake to a fraction of the full library. The gateway
// validates /remotes.json with this when it reads the file; the shell checks it with parseRemotesConfig
// (remotes.ts), which must answer as this schema does (remotes.test.ts).
import * as z from 'zod/mini';
import { remoteNames } from './remote-names';
import type { RemoteEntry, RemotesConfig } from './remotes';

export const remoteNameSchema = z.enum(remoteNames);

/** DESIGN "Module Federation contract": /remotes.json, read by the shell at start. */
export const remoteEntrySchema: z.ZodMiniType<RemoteEntry> = z.object({
  name: remoteNameSchema,
  manifest: z.string().check(z.minLength(1)),
  paths: z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1)),
});
export const remotesConfigSchema: z.ZodMiniType<RemotesConfig> = z.object({ remotes: z.array(remoteEntrySchema) });
