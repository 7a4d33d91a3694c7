import type { RealtimeMessage } from '@koinonia/contracts';
import type { RealtimeConnection, RealtimeEvent, RealtimeHandler } from './types';

// The socket itself: the shell loads this module after its first screen (shell/src/shell/realtime-connection.ts);
// screens reach the connection through useShell().realtime and useRealtime().
export type { RealtimeConnection, RealtimeEvent, RealtimeHandler } from './types';

/** The minimum of the browser's WebSocket this client uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeClientOptions {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  /** The first retry's delay; each next one doubles it up to maxDelayMs, with up to a fifth more at random. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

const OPEN = 1;
const INITIAL_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** How long a retry waits: doubling from the first delay, capped, with jitter so a restarted server is not stormed. */
export function reconnectDelay(attempt: number, initialMs: number, maxMs: number, random: () => number): number {
  const base = Math.min(maxMs, initialMs * 2 ** attempt);
  return Math.round(base * (1 + random() / 5));
}

/** Reads a frame from the server; anything that is not a typed JSON object is dropped. */
function parseFrame(data: unknown): RealtimeMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' && typeof (parsed as { type?: unknown }).type === 'string'
      ? (parsed as RealtimeMessage)
      : null;
  } catch {
    return null;
  }
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const initialDelay = options.initialDelayMs ?? INITIAL_DELAY_MS;
  const maxDelay = options.maxDelayMs ?? MAX_DELAY_MS;
  const random = options.random ?? Math.random;
  const handlers = new Set<RealtimeHandler>();
  let socket: SocketLike | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  /** Whether this page was welcomed before: the next welcome is then a reconnection. */
  let welcomedBefore = false;

  const emit = (event: RealtimeEvent) => {
    for (const handler of [...handlers]) {
      try {
        handler(event);
      } catch (error) {
        console.error('A realtime handler failed', error);
      }
    }
  };

  function open() {
    if (socket || handlers.size === 0) return;
    const current = createSocket(options.url());
    socket = current;
    current.onmessage = (event) => {
      const message = parseFrame(event.data);
      if (!message) return;
      if (message.type === 'welcome') {
        attempt = 0;
        const reconnected = welcomedBefore;
        welcomedBefore = true;
        emit(message);
        if (reconnected) emit({ type: 'reconnected' });
        return;
      }
      emit(message);
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      scheduleRetry();
    };
    current.onerror = () => undefined; // a close follows
  }

  function scheduleRetry() {
    if (retry || handlers.size === 0) return;
    const delay = reconnectDelay(attempt, initialDelay, maxDelay, random);
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      open();
    }, delay);
  }

  function shut() {
    if (retry) clearTimeout(retry);
    retry = null;
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close(1000, 'Not listening');
    }
  }

  return {
    subscribe(handler) {
      handlers.add(handler);
      open();
      return () => {
        handlers.delete(handler);
        if (handlers.size === 0) shut();
      };
    },
    send(message) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    restart() {
      shut();
      attempt = 0;
      welcomedBefore = false;
      open();
    },
  };
}

let pageConnection: RealtimeConnection | undefined;

/** The page's one connection to /ws on its own origin (ws: or wss: as the page). */
export function pageRealtimeConnection(): RealtimeConnection {
  pageConnection ??= createRealtimeClient({
    url: () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/ws`,
  });
  return pageConnection;
}
