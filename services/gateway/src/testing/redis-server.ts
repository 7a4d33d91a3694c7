import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';

/**
 * A real Redis server of the test's own (Debian's redis-server), which the test may stop and start
 * again — the shared one on 6379 must stay up for everything else.
 */
export function ownRedisServer(port: number) {
  let child: ChildProcess | undefined;

  const answering = () =>
    new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });

  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      for (let attempt = 0; attempt < 100 && !(await answering()); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
