import { z } from 'zod';

export const remoteNames = ['worship', 'connect', 'serve', 'admin', 'marketing'] as const;
export const remoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** DESIGN "Module Federation contract": /remotes.json, read by the shell at start. */
export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  manifest: z.string().min(1),
  paths: z.array(z.string().startsWith('/')).min(1),
});
export const remotesConfigSchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
