import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** DESIGN: a runtime plugin logs every remote that fails to load; the RemoteSection shows the fallback. */
export default function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'koinonia-load-errors',
    errorLoadRemote(args) {
      console.error(`[koinonia] could not load ${args.id} (${args.lifecycle})`, args.error);
      // Returning nothing lets the error reach the section's error boundary.
      return undefined;
    },
  };
}
