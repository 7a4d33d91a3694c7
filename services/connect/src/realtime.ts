import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { KeyObject } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  createLogger,
  IDENTITY_HEADER,
  verifyIdentity,
  type Logger,
  type RedisClient,
} from '@koinonia/service-kit';
import { notificationChannel, notificationSchema, REALTIME_PATH, type RealtimeMessage } from '@koinonia/contracts';

export interface RealtimeOptions {
  identityPublicKey: KeyObject;
  /** The shared client; the realtime server subscribes on a duplicate of it (a subscriber can do nothing else). */
  redis: RedisClient;
  logger?: Logger;
  /** How often idle sockets are pinged; one that misses a pong is dropped. */
  heartbeatMs?: number;
}

export interface RealtimeServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

const HEARTBEAT_MS = 30_000;
/** Clients only listen; anything they send is small or a mistake. */
const MAX_CLIENT_MESSAGE_BYTES = 4_096;
/** On shutdown, how long clients get to answer the close handshake. */
const CLOSE_GRACE_MS = 1_000;

/** Answers a refused upgrade with a plain HTTP response (the socket is not a WebSocket yet). */
function refuseUpgrade(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.on('error', () => undefined);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function send(socket: WebSocket, message: RealtimeMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * DESIGN "Services": /ws, upgraded by the gateway with the caller's signed identity. Each signed-in user
 * receives what other replicas and services publish on their Redis channel, so any replica can serve
 * any user. One Redis subscription per user with open sockets, shared by all of that user's sockets.
 */
export function createRealtimeServer(options: RealtimeOptions): RealtimeServer {
  const logger = options.logger ?? createLogger('connect');
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  // Connected (and ready) before the first SUBSCRIBE: ioredis lets SUBSCRIBE through during its connection
  // handshake, the connection turns subscriber-only, the ready check's INFO is refused, and ioredis
  // reconnects without the subscription (seen against real Redis).
  const subscriber = options.redis.duplicate({ lazyConnect: true });
  let connecting: Promise<void> | undefined;
  const listeners = new Map<string, { sockets: Set<WebSocket>; subscribed: Promise<unknown> }>();
  const alive = new WeakSet<WebSocket>();
  let closing: Promise<void> | undefined;

  subscriber.on('error', (error: unknown) => logger.warn({ err: error }, 'realtime subscriber error'));
  subscriber.on('message', (channel: string, payload: string) => {
    const sockets = listeners.get(channel)?.sockets;
    if (!sockets?.size) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      parsed = undefined;
    }
    const notification = notificationSchema.safeParse(parsed);
    if (!notification.success) {
      logger.warn({ channel }, 'dropped a published notification that does not match the contract');
      return;
    }
    for (const socket of sockets) send(socket, { type: 'notification', notification: notification.data });
  });

  function join(channel: string, socket: WebSocket): Promise<unknown> {
    let entry = listeners.get(channel);
    if (!entry) {
      // A failed first connect is retried by ioredis in the background; SUBSCRIBE then waits for it.
      connecting ??= subscriber.connect().catch(() => undefined);
      const subscribed = connecting.then(() => subscriber.subscribe(channel));
      entry = { sockets: new Set(), subscribed };
      listeners.set(channel, entry);
      // Forget a failed subscription so that the user's next socket tries again.
      subscribed.catch(() => {
        if (listeners.get(channel)?.subscribed === subscribed) listeners.delete(channel);
      });
    }
    entry.sockets.add(socket);
    return entry.subscribed;
  }

  function leave(channel: string, socket: WebSocket): void {
    const entry = listeners.get(channel);
    if (!entry?.sockets.delete(socket) || entry.sockets.size > 0) return;
    listeners.delete(channel);
    if (!closing) {
      subscriber.unsubscribe(channel).catch((error: unknown) => logger.warn({ err: error }, 'unsubscribe failed'));
    }
  }

  async function welcome(socket: WebSocket, userId: string): Promise<void> {
    const channel = notificationChannel(userId);
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('close', () => leave(channel, socket));
    socket.on('error', (error) => logger.debug({ err: error }, 'realtime socket error'));
    try {
      await join(channel, socket);
    } catch (error) {
      logger.warn({ err: error }, 'could not subscribe to notifications');
      socket.close(1011, 'Realtime updates are unavailable');
      return;
    }
    // Sent only once subscribed, so a client that sees "welcome" misses nothing published after it.
    send(socket, { type: 'welcome', userId });
  }

  const heartbeat = setInterval(() => {
    for (const socket of webSockets.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    handleUpgrade(req, socket, head) {
      const { pathname } = new URL(req.url ?? '/', 'http://connect');
      if (pathname !== REALTIME_PATH) return refuseUpgrade(socket, 404, 'Not Found', `No WebSocket at ${pathname}`);
      if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable', 'Realtime updates are restarting');
      const token = req.headers[IDENTITY_HEADER];
      const identity = typeof token === 'string' ? verifyIdentity(token, options.identityPublicKey, 'connect') : null;
      const userId = identity?.userId;
      if (!userId) return refuseUpgrade(socket, 401, 'Unauthorized', 'Authentication required');
      webSockets.handleUpgrade(req, socket, head, (webSocket) => void welcome(webSocket, userId));
    },
    close() {
      closing ??= (async () => {
        clearInterval(heartbeat);
        const allClosed = new Promise<void>((resolve) => webSockets.close(() => resolve()));
        for (const socket of webSockets.clients) socket.close(1001, 'Server shutting down');
        // A client that does not answer the close handshake is cut off rather than waited for.
        const cutOff = setTimeout(() => webSockets.clients.forEach((socket) => socket.terminate()), CLOSE_GRACE_MS);
        await allClosed;
        clearTimeout(cutOff);
        if (connecting) await subscriber.quit().catch(() => undefined);
        else subscriber.disconnect(); // never connected: nothing to say goodbye to
      })();
      return closing;
    },
  };
}
