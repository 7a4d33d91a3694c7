import type { RealtimeClientMessage } from '@koinonia/contracts';
import type { RealtimeConnection, RealtimeEvent, RealtimeHandler } from '../realtime/types';

/**
 * A /ws connection for tests: `emit` plays what the server would send, `sent` keeps what screens sent, and
 * `connected = false` makes sends fail as they do while the socket is coming back.
 */
export function createFakeRealtime() {
  const handlers = new Set<RealtimeHandler>();
  const sent: RealtimeClientMessage[] = [];
  const state = { connected: true };
  const connection: RealtimeConnection = {
    subscribe(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    send(message) {
      if (!state.connected) return false;
      sent.push(message);
      return true;
    },
    restart: () => undefined,
  };
  return {
    connection,
    sent,
    emit(event: RealtimeEvent) {
      for (const handler of [...handlers]) handler(event);
    },
    get listeners() {
      return handlers.size;
    },
    set connected(connected: boolean) {
      state.connected = connected;
    },
  };
}
