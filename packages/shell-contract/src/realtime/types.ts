import type { RealtimeClientMessage, RealtimeMessage } from '@koinonia/contracts';

/**
 * What a subscriber hears: what the server sends on /ws, and `reconnected` once a dropped connection is back
 * (after the server's welcome, so nothing published since is missed): screens then read what they missed.
 */
export type RealtimeEvent = RealtimeMessage | { type: 'reconnected' };
export type RealtimeHandler = (event: RealtimeEvent) => void;

/** One WebSocket to /ws shared by every screen of the page (DESIGN "Services": /ws through the gateway). */
export interface RealtimeConnection {
  /** Opens the connection with the first subscriber and closes it after the last one leaves. */
  subscribe(handler: RealtimeHandler): () => void;
  /** Sends when connected (answers false when not: a typing signal is not worth queueing). */
  send(message: RealtimeClientMessage): boolean;
  /** Drops the connection and opens a new one if anyone listens: the signed-in person changed. */
  restart(): void;
}
