import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestListener } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from './logger';

export interface RunningServer {
  server: Server;
  port: number;
  /** Stops accepting, lets in-flight requests finish (up to drainMs), then runs the closers. */
  close(): Promise<void>;
}

export interface RunServerOptions {
  port: number;
  host?: string;
  logger: Logger;
  /** Pools and clients to close after the last request finished. */
  closers?: Array<() => Promise<unknown>>;
  drainMs?: number;
}

/**
 * Requests Node's HTTP parser refuses before any app code runs (a URL or headers past its limit, bytes
 * that are not HTTP) still get a JSON error, like every other bad input.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '413 Payload Too Large' : '400 Bad Request';
  const body = JSON.stringify({ message: tooLarge ? 'The request is too large' : 'The request is not valid HTTP' });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function runServer(handler: RequestListener, options: RunServerOptions): Promise<RunningServer> {
  const server = createServer(handler);
  server.on('clientError', answerClientError);
  // Keep upstream keep-alive connections from the gateway open longer than its agent keeps them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle as their last response ends: close each as soon as it does.
      const sweeper = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, options.drainMs ?? 10_000).unref());
      await Promise.race([drained, timeout]);
      clearInterval(sweeper);
      server.closeAllConnections();
      for (const closer of options.closers ?? []) {
        await closer().catch((error: unknown) => options.logger.warn({ err: error }, 'closing failed'));
      }
    })());
  return { server, port, close };
}

/** SIGTERM/SIGINT drain in-flight requests, close pools, then exit (DESIGN "Services", graceful shutdown). */
export function closeOnSignals(running: Pick<RunningServer, 'close'>, logger: Logger): void {
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
