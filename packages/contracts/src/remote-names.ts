/** The five remotes (DESIGN "Shape"), by their federation names. */
export const remoteNames = ['worship', 'connect', 'serve', 'admin', 'marketing'] as const;
export type RemoteName = (typeof remoteNames)[number];
