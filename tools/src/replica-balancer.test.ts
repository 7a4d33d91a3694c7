import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_HEADER } from '@koinonia/service-kit';
import { replicaOfUser, startReplicaBalancer, type ReplicaBalancer } from './replica-balancer';

/** A replica that answers its name, to requests and to upgrades alike. */
function replica(name: string): Promise<http.Server> {
  const server = http.createServer((_req, res) => res.end(name));
  server.on('upgrade', (_req, socket) =>
    socket.end(
      `HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nX-Replica: ${name}\r\n\r\n`,
    ),
  );
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: http.Server | import('node:net').Server) => (server.address() as AddressInfo).port;
const identityFor = (userId: string) => `${Buffer.from(JSON.stringify({ userId })).toString('base64url')}.signature`;

function get(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/', agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

function upgrade(port: number, userId: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      port,
      host: '127.0.0.1',
      path: '/ws',
      agent: false,
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', [IDENTITY_HEADER]: identityFor(userId) },
    });
    request.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.headers['x-replica'] as string | undefined);
    });
    request.on('error', reject);
    request.end();
  });
}

let replicas: http.Server[];
let balancer: ReplicaBalancer;
let port: number;
beforeAll(async () => {
  replicas = await Promise.all([replica('a'), replica('b')]);
  const free = http.createServer();
  await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', () => resolve()));
  port = portOf(free);
  await new Promise((resolve) => free.close(resolve));
  balancer = await startReplicaBalancer(port, replicas.map(portOf));
});
afterAll(async () => {
  await balancer.close();
  await Promise.all(replicas.map((server) => new Promise((resolve) => server.close(resolve))));
});

it('sends HTTP connections to the replicas in turn', async () => {
  const answers = [await get(port), await get(port), await get(port), await get(port)];
  expect(answers.sort()).toEqual(['a', 'a', 'b', 'b']);
});

it("pins a user's WebSocket upgrades to the replica their id names", async () => {
  const member = '00000000-0000-4000-8000-000000000001';
  const leader = '00000000-0000-4000-8000-000000000002';
  expect([replicaOfUser(member, 2), replicaOfUser(leader, 2)]).toEqual([1, 0]);
  expect(await upgrade(port, member)).toBe('b');
  expect(await upgrade(port, member)).toBe('b');
  expect(await upgrade(port, leader)).toBe('a');
});
