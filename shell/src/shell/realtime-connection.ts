import type { RealtimeConnection, RealtimeHandler } from '@koinonia/shell-contract';

/**
 * The page's connection to /ws, its socket code loaded with the first subscriber (the header's Messages link, a
 * chat screen), so the first screen carries none of it: until then a send answers false, as when disconnected.
 */
export function lazyRealtimeConnection(
  load: () => Promise<RealtimeConnection> = () => import('@koinonia/shell-contract/realtime-client').then((client) => client.pageRealtimeConnection()),
): RealtimeConnection {
  let real: RealtimeConnection | null = null;
  let loading: Promise<RealtimeConnection> | null = null;
  const connect = () => (loading ??= load().then((connection) => (real = connection)));
  return {
    subscribe(handler: RealtimeHandler) {
      let unsubscribe: (() => void) | null = null;
      let left = false;
      void connect().then((connection) => {
        if (!left) unsubscribe = connection.subscribe(handler);
      });
      return () => {
        left = true;
        unsubscribe?.();
      };
    },
    send: (message) => real?.send(message) ?? false,
    restart: () => real?.restart(),
  };
}
