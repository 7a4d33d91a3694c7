import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { notificationChannel, type RealtimeMessage, type UserNotification } from '@koinonia/contracts';
import { createLogger, generateIdentityKeys, IDENTITY_HEADER, signIdentity, type RedisClient } from '@koinonia/service-kit';
import { createTestRedis } from '@koinonia/service-kit/testing';
import { createRealtimeServer, type RealtimeServer } from './realtime';
import { redisPublisher } from './conversations/realtime-publisher';

const keys = generateIdentityKeys();
const redisHandle = createTestRedis();
// Fresh ids per run: on a shared real Redis, channels are not namespaced by the test key prefix.
const runTag = Date.now().toString(16).slice(-8).padStart(8, '0');
const userId = (n: number) => `00000000-0000-4000-8000-${runTag}${String(n).padStart(4, '0')}`;
const alice = userId(1);
const bob = userId(2);
let realtime: RealtimeServer;
let server: Server;
let url: string;

// Mounted as connect's main.ts and the embedded launcher mount it: on a plain http server's upgrades.
beforeAll(async () => {
  realtime = createRealtimeServer({ identityPublicKey: keys.publicKey, redis: redisHandle.redis });
  server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', realtime.handleUpgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await redisHandle.close();
});

function tokenFor(user: string | null, audience = 'connect'): string {
  return signIdentity(
    { userId: user, role: user ? 'member' : null, churchId: null, sessionId: user ? 'test-session' : null, audience },
    keys.privateKey,
  );
}

/** A client that queues every message from the first frame on, so none is missed between awaits. */
function openClient(token: string | null, path = '/ws') {
  const socket = new WebSocket(url + path, { headers: token ? { [IDENTITY_HEADER]: token } : {} });
  const queued: RealtimeMessage[] = [];
  const waiting: Array<(message: RealtimeMessage) => void> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as RealtimeMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queued.push(message);
  });
  return {
    socket,
    next(): Promise<RealtimeMessage> {
      const message = queued.shift();
      if (message) return Promise.resolve(message);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message within 3 s')), 3_000);
        waiting.push((received) => {
          clearTimeout(timer);
          resolve(received);
        });
      });
    },
    close: () => new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.close();
    }),
  };
}

async function openWelcomed(user: string) {
  const client = openClient(tokenFor(user));
  expect(await client.next()).toEqual({ type: 'welcome', userId: user });
  return client;
}

/** The upgrade refusal as the client sees it: the HTTP status of the handshake. */
function refusedStatus(token: string | null, path?: string): Promise<string> {
  const { socket } = openClient(token, path);
  return new Promise((resolve) => socket.once('error', (error) => resolve(error.message)));
}

const notification = (title: string): UserNotification => ({
  id: '00000000-0000-4000-8000-00000000ab01',
  type: 'prayer',
  title,
  message: 'Lucas Ferreira prayed for your request.',
  isRead: false,
  createdAt: '2026-11-20T09:30:00.000Z',
  actionUrl: '/prayer-wall',
});
const publish = (user: string, payload: unknown) =>
  redisHandle.redis.publish(notificationChannel(user), typeof payload === 'string' ? payload : JSON.stringify(payload));

describe('realtime /ws', () => {
  it('welcomes a signed-in user and relays the notifications published for them', async () => {
    const client = await openWelcomed(alice);
    await publish(alice, notification('Someone prayed for you'));
    expect(await client.next()).toEqual({ type: 'notification', notification: notification('Someone prayed for you') });
    await client.close();
  });

  it('relays to every open socket of the user and to no one else', async () => {
    const aliceOnPhone = await openWelcomed(alice);
    const aliceOnLaptop = await openWelcomed(alice);
    const bobClient = await openWelcomed(bob);
    await publish(bob, notification('For Bob'));
    await publish(alice, notification('For Alice'));
    expect(await aliceOnPhone.next()).toMatchObject({ notification: { title: 'For Alice' } });
    expect(await aliceOnLaptop.next()).toMatchObject({ notification: { title: 'For Alice' } });
    expect(await bobClient.next()).toMatchObject({ notification: { title: 'For Bob' } });
    await Promise.all([aliceOnPhone.close(), aliceOnLaptop.close(), bobClient.close()]);
  });

  it('keeps relaying to a user’s remaining socket after another one closes', async () => {
    const first = await openWelcomed(alice);
    const second = await openWelcomed(alice);
    await first.close();
    await publish(alice, notification('Still here'));
    expect(await second.next()).toMatchObject({ notification: { title: 'Still here' } });
    await second.close();
  });

  it('drops a published payload that is not a notification', async () => {
    const client = await openWelcomed(alice);
    await publish(alice, 'not json');
    await publish(alice, { type: 'prayer' });
    await publish(alice, notification('The valid one'));
    expect(await client.next()).toMatchObject({ type: 'notification', notification: { title: 'The valid one' } });
    await client.close();
  });

  it('refuses an anonymous, forged or misaddressed caller with 401', async () => {
    const forged = signIdentity(
      { userId: alice, role: 'member', churchId: null, sessionId: 's', audience: 'connect' },
      generateIdentityKeys().privateKey,
    );
    expect(await refusedStatus(null)).toBe('Unexpected server response: 401');
    expect(await refusedStatus(tokenFor(null))).toBe('Unexpected server response: 401');
    expect(await refusedStatus(forged)).toBe('Unexpected server response: 401');
    expect(await refusedStatus(tokenFor(alice, 'worship'))).toBe('Unexpected server response: 401');
  });

  it('answers 404 to an upgrade on another path', async () => {
    expect(await refusedStatus(tokenFor(alice), '/socket')).toBe('Unexpected server response: 404');
  });

  it('says goodbye (1001) to open sockets when it shuts down and refuses new ones', async () => {
    const ownRealtime = createRealtimeServer({ identityPublicKey: keys.publicKey, redis: redisHandle.redis });
    const ownServer = createServer();
    ownServer.on('upgrade', ownRealtime.handleUpgrade);
    await new Promise<void>((resolve) => ownServer.listen(0, '127.0.0.1', resolve));
    const ownUrl = `ws://127.0.0.1:${(ownServer.address() as AddressInfo).port}/ws`;
    const socket = new WebSocket(ownUrl, { headers: { [IDENTITY_HEADER]: tokenFor(alice) } });
    await new Promise((resolve) => socket.once('message', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await ownRealtime.close();
    expect(await closed).toBe(1001);
    const late = new WebSocket(ownUrl, { headers: { [IDENTITY_HEADER]: tokenFor(alice) } });
    expect(await new Promise((resolve) => late.once('error', (error) => resolve(error.message)))).toBe(
      'Unexpected server response: 503',
    );
    await new Promise((resolve) => ownServer.close(resolve));
  });

  it('closes a socket with 1011 when Redis refuses the subscription, and tries again for the next one', async () => {
    let attempts = 0;
    const failingSubscriber = Object.assign(new EventEmitter(), {
      connect: async () => undefined,
      subscribe: async () => {
        attempts += 1;
        throw new Error('Redis is away');
      },
      quit: async () => 'OK',
    });
    const brokenRedis = { duplicate: () => failingSubscriber } as unknown as RedisClient;
    const ownRealtime = createRealtimeServer({ identityPublicKey: keys.publicKey, redis: brokenRedis });
    const ownServer = createServer();
    ownServer.on('upgrade', ownRealtime.handleUpgrade);
    await new Promise<void>((resolve) => ownServer.listen(0, '127.0.0.1', resolve));
    const ownUrl = `ws://127.0.0.1:${(ownServer.address() as AddressInfo).port}/ws`;
    for (const expectedAttempts of [1, 2]) {
      const socket = new WebSocket(ownUrl, { headers: { [IDENTITY_HEADER]: tokenFor(alice) } });
      expect(await new Promise((resolve) => socket.once('close', (code) => resolve(code)))).toBe(1011);
      expect(attempts).toBe(expectedAttempts);
    }
    await ownRealtime.close();
    await new Promise((resolve) => ownServer.close(resolve));
  });
});

describe('realtime /ws for conversations', () => {
  const conversationId = '00000000-0000-4000-8000-0000000c0001';
  const outsider = userId(3);
  let replicas: Array<{ realtime: RealtimeServer; server: Server; url: string }>;

  async function replica() {
    const ownRealtime = createRealtimeServer({
      identityPublicKey: keys.publicKey,
      redis: redisHandle.redis,
      conversationMembers: async (id) => (id === conversationId ? [alice, bob] : []),
    });
    const ownServer = createServer();
    ownServer.on('upgrade', ownRealtime.handleUpgrade);
    await new Promise<void>((resolve) => ownServer.listen(0, '127.0.0.1', resolve));
    return { realtime: ownRealtime, server: ownServer, url: `ws://127.0.0.1:${(ownServer.address() as AddressInfo).port}` };
  }

  /** A welcomed client of one replica, named as the gateway names it. */
  async function clientOf(at: { url: string }, user: string, displayName: string) {
    const socket = new WebSocket(`${at.url}/ws`, {
      headers: {
        [IDENTITY_HEADER]: signIdentity(
          { userId: user, role: 'member', churchId: null, displayName, sessionId: 's', audience: 'connect' },
          keys.privateKey,
        ),
      },
    });
    const queued: RealtimeMessage[] = [];
    socket.on('message', (data) => queued.push(JSON.parse(String(data)) as RealtimeMessage));
    const until = async (check: (message: RealtimeMessage) => boolean, within = 3_000) => {
      const deadline = Date.now() + within;
      while (Date.now() < deadline) {
        const found = queued.find(check);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return undefined;
    };
    expect(await until((message) => message.type === 'welcome')).toBeTruthy();
    return { socket, queued, until, close: () => socket.close() };
  }

  beforeAll(async () => {
    replicas = [await replica(), await replica()];
  });
  afterAll(async () => {
    for (const { realtime: ownRealtime, server: ownServer } of replicas) {
      await ownRealtime.close();
      await new Promise((resolve) => ownServer.close(resolve));
    }
  });

  it('delivers a message published by one instance to a member connected to the other one', async () => {
    const bobClient = await clientOf(replicas[1]!, bob, 'Bob');
    const message = {
      id: '00000000-0000-4000-8000-0000000c0101',
      conversationId,
      sequence: 1,
      senderId: alice,
      senderName: 'Alice',
      body: 'Hello from the other replica',
      clientId: null,
      createdAt: '2026-11-20T09:30:00.000Z',
      editedAt: null,
      deletedAt: null,
    };
    // What a route on the first replica publishes after the message commits.
    await publish(bob, { type: 'message', conversationId, message });
    expect(await bobClient.until((received) => received.type === 'message')).toEqual({ type: 'message', conversationId, message });
    bobClient.close();
  });

  it('delivers an edit and a deletion published through the conversation publisher to a member on the other instance', async () => {
    const bobClient = await clientOf(replicas[1]!, bob, 'Bob');
    const publishToPerson = redisPublisher(redisHandle.redis, createLogger('connect'));
    const sent = {
      id: '00000000-0000-4000-8000-0000000c0102',
      conversationId,
      sequence: 2,
      senderId: alice,
      senderName: 'Alice',
      body: 'Practice is at seven',
      clientId: null,
      createdAt: '2026-11-20T09:31:00.000Z',
    };
    const edited = { ...sent, body: 'Practice is at half past seven', editedAt: '2026-11-20T09:32:00.000Z', deletedAt: null };
    const deleted = { ...edited, body: '', deletedAt: '2026-11-20T09:33:00.000Z' };
    // What the edit and delete routes of the first replica publish once each change commits.
    await publishToPerson(bob, { type: 'message_changed', conversationId, message: edited });
    await publishToPerson(bob, { type: 'message_changed', conversationId, message: deleted });
    const changes = async () => {
      await bobClient.until((received) => received.type === 'message_changed' && received.message.deletedAt !== null);
      return bobClient.queued.filter((received) => received.type === 'message_changed');
    };
    expect(await changes()).toEqual([
      { type: 'message_changed', conversationId, message: edited },
      { type: 'message_changed', conversationId, message: deleted },
    ]);
    bobClient.close();
  });

  it('passes typing on to the other members across instances, once per throttle window', async () => {
    const aliceClient = await clientOf(replicas[0]!, alice, 'Alice');
    const bobClient = await clientOf(replicas[1]!, bob, 'Bob');
    aliceClient.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    aliceClient.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    expect(await bobClient.until((message) => message.type === 'typing')).toEqual({ type: 'typing', conversationId, userId: alice, name: 'Alice' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobClient.queued.filter((message) => message.type === 'typing')).toHaveLength(1);
    // Never to the typist themself.
    expect(aliceClient.queued.some((message) => message.type === 'typing')).toBe(false);
    aliceClient.close();
    bobClient.close();
  });

  it('passes on a typist\'s next signal a moment later (someone who sent a short message and types on)', async () => {
    const aliceClient = await clientOf(replicas[0]!, alice, 'Alice');
    const bobClient = await clientOf(replicas[1]!, bob, 'Bob');
    aliceClient.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    await bobClient.until((message) => message.type === 'typing');
    await new Promise((resolve) => setTimeout(resolve, 400));
    aliceClient.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bobClient.queued.filter((message) => message.type === 'typing')).toHaveLength(2);
    aliceClient.close();
    bobClient.close();
  });

  it('ignores typing from someone not in the conversation, and malformed signals', async () => {
    const bobClient = await clientOf(replicas[1]!, bob, 'Bob');
    const outsiderClient = await clientOf(replicas[0]!, outsider, 'Eve');
    outsiderClient.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    outsiderClient.socket.send('not json');
    outsiderClient.socket.send(JSON.stringify({ type: 'typing', conversationId: 'nope' }));
    expect(await bobClient.until((message) => message.type === 'typing', 500)).toBeUndefined();
    // The socket stays open and useful.
    await publish(outsider, notification('Still connected'));
    expect(await outsiderClient.until((message) => message.type === 'notification')).toBeTruthy();
    bobClient.close();
    outsiderClient.close();
  });
});
