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
import {
  conversationRealtimeSchema,
  notificationChannel,
  notificationSchema,
  REALTIME_PATH,
  realtimeClientMessageSchema,
  TYPING_INDICATOR_MS,
  type RealtimeMessage,
} from '@koinonia/contracts';

export interface RealtimeOptions {
  identityPublicKey: KeyObject;
  /** The shared client; the realtime server subscribes on a duplicate of it (a subscriber can do nothing else). */
  redis: RedisClient;
  logger?: Logger;
  /** How often idle sockets are pinged; one that misses a pong is dropped. */
  heartbeatMs?: number;
  /** Who is in a conversation (none when it does not exist): typing is passed on only by and to its members. */
  conversationMembers?: (conversationId: string) => Promise<readonly string[]>;
}

export interface RealtimeServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

const HEARTBEAT_MS = 30_000;
/** Clients mostly listen; what they send ("typing") is small, anything bigger is a mistake. */
const MAX_CLIENT_MESSAGE_BYTES = 4_096;
/** A conversation's members are read again after this long (someone added or removed shows up this late). */
const MEMBERS_CACHE_MS = 10_000;
const MEMBERS_CACHE_SIZE = 1_000;
/**
 * At most one typing signal per socket and conversation passes in this long: a flood guard, well under the clients'
 * own pace (one per half of TYPING_INDICATOR_MS, and one at once after each message sent). At a second it dropped the
 * signal of someone who sent a short message and went on typing within that second, and the others saw nothing.
 */
const TYPING_THROTTLE_MS = TYPING_INDICATOR_MS / 20;
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
    // A conversation's news first: a notification of type "message" has no conversationId, so it is not one.
    const conversationNews = conversationRealtimeSchema.safeParse(parsed);
    if (conversationNews.success) {
      for (const socket of sockets) send(socket, conversationNews.data);
      return;
    }
    const notification = notificationSchema.safeParse(parsed);
    if (!notification.success) {
      logger.warn({ channel }, 'dropped a published notification that does not match the contract');
      return;
    }
    for (const socket of sockets) send(socket, { type: 'notification', notification: notification.data });
  });

  const membersCache = new Map<string, { members: Promise<readonly string[]>; expires: number }>();
  function membersOf(conversationId: string): Promise<readonly string[]> {
    const cached = membersCache.get(conversationId);
    if (cached && cached.expires > Date.now()) return cached.members;
    if (membersCache.size >= MEMBERS_CACHE_SIZE) membersCache.clear();
    const members = (options.conversationMembers?.(conversationId) ?? Promise.resolve([])).catch((error: unknown) => {
      logger.warn({ err: error }, 'could not read a conversation’s members');
      membersCache.delete(conversationId);
      return [] as readonly string[];
    });
    membersCache.set(conversationId, { members, expires: Date.now() + MEMBERS_CACHE_MS });
    return members;
  }

  /** "I am typing": passed on to the conversation's other members, if the sender is one of them, throttled. */
  function typingFrom(sender: { userId: string; name: string }, lastTyping: Map<string, number>) {
    return async (data: unknown) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        return;
      }
      const signal = realtimeClientMessageSchema.safeParse(parsed);
      if (!signal.success) return;
      const { conversationId } = signal.data;
      const now = Date.now();
      if (now - (lastTyping.get(conversationId) ?? 0) < TYPING_THROTTLE_MS) return;
      lastTyping.set(conversationId, now);
      const members = await membersOf(conversationId);
      if (!members.includes(sender.userId)) return; // not theirs: ignored, saying nothing of it
      const typing: RealtimeMessage = { type: 'typing', conversationId, userId: sender.userId, name: sender.name };
      await Promise.all(
        members
          .filter((member) => member !== sender.userId)
          .map((member) => options.redis.publish(notificationChannel(member), JSON.stringify(typing))),
      ).catch((error: unknown) => logger.debug({ err: error }, 'could not pass on typing'));
    };
  }

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

  async function welcome(socket: WebSocket, userId: string, name: string): Promise<void> {
    const channel = notificationChannel(userId);
    alive.add(socket);
    socket.on('message', typingFrom({ userId, name }, new Map()));
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
      const name = identity?.displayName ?? '';
      webSockets.handleUpgrade(req, socket, head, (webSocket) => void welcome(webSocket, userId, name));
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
