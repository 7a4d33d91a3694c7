import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { createWebPushSender } from './push-sender';

/** A local fake of a push service (RFC 8030): it answers each push with the status it is told to, and keeps what came. */
async function fakePushService() {
  const received: Array<{ path: string; headers: IncomingMessage['headers']; body: Buffer }> = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

let service: Awaited<ReturnType<typeof fakePushService>>;
beforeAll(async () => {
  service = await fakePushService();
});
afterAll(() => service.close());

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@example.org' };
const message = { notificationId: '00000000-0000-4000-8000-0000000000a1', title: 'Lucas prayed for you', message: 'For “Rain”.', actionUrl: '/prayer-wall/1' };
const subscription = () => ({ id: 's1', user_id: 'u1', endpoint: `${service.url}/push/${randomBytes(4).toString('hex')}`, ...browserKeys() });

it('pushes an encrypted message signed with the VAPID key, to be kept a day', async () => {
  service.answer(201);
  const to = subscription();
  expect(await createWebPushSender(vapid).send(to, message)).toBe('sent');
  const pushed = service.received.at(-1)!;
  expect(pushed.path).toBe(new URL(to.endpoint).pathname);
  expect(pushed.headers['content-encoding']).toBe('aes128gcm');
  expect(pushed.headers.ttl).toBe('86400');
  expect(pushed.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
  // Encrypted: the push service never reads the notification.
  expect(pushed.body.length).toBeGreaterThan(JSON.stringify(message).length);
  expect(pushed.body.toString('utf8')).not.toContain('Lucas');
});

it('says a subscription has ended when the push service no longer knows it, and fails on any other refusal', async () => {
  service.answer(410);
  expect(await createWebPushSender(vapid).send(subscription(), message)).toBe('gone');
  service.answer(404);
  expect(await createWebPushSender(vapid).send(subscription(), message)).toBe('gone');
  service.answer(503);
  await expect(createWebPushSender(vapid).send(subscription(), message)).rejects.toThrow('the push service answered 503');
});
