import net from 'node:net';
import { IDENTITY_HEADER } from '@koinonia/service-kit';

/** The user a WebSocket upgrade is for, read (not verified: the replica verifies) from the gateway's identity header. */
function upgradingUser(firstBytes: Buffer): string | undefined {
  const head = firstBytes.toString('latin1');
  if (!/^GET [^\r\n]* HTTP\/1\.1\r\n/.test(head) || !/\r\nupgrade: *websocket\r\n/i.test(head)) return undefined;
  const token = new RegExp(`\\r\\n${IDENTITY_HEADER}: *([^\\r\\n]+)`, 'i').exec(head)?.[1];
  try {
    const claims = JSON.parse(Buffer.from(token?.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
      userId?: unknown;
    };
    return typeof claims.userId === 'string' ? claims.userId : undefined;
  } catch {
    return undefined;
  }
}

/** Which replica holds a user's sockets: the last hex digit of their id, so a test knows who shares one. */
export function replicaOfUser(userId: string, replicas: number): number {
  return Number.parseInt(userId.slice(-1), 16) % replicas || 0;
}

export interface ReplicaBalancer {
  close(): Promise<void>;
}

/**
 * Stands where a service's address is when the distributed stack runs it as several replicas, as a Kubernetes
 * Service would: each TCP connection goes whole to one replica — HTTP connections in turn, a WebSocket upgrade to
 * its user's replica (replicaOfUser), so two people's sockets can be put on different replicas on purpose and what
 * one sends must cross Redis to reach the other.
 */
export function startReplicaBalancer(port: number, replicaPorts: readonly number[]): Promise<ReplicaBalancer> {
  let turn = 0;
  const server = net.createServer((client) => {
    client.once('data', (firstBytes) => {
      const user = upgradingUser(firstBytes);
      const index = user ? replicaOfUser(user, replicaPorts.length) : turn++ % replicaPorts.length;
      const replica = net.connect(replicaPorts[index]!, '127.0.0.1');
      replica.write(firstBytes);
      client.pipe(replica).pipe(client);
      replica.on('error', () => client.destroy());
      client.on('error', () => replica.destroy());
    });
    client.on('error', () => client.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}
