import express from 'express';
import { createLogger } from './logger';
import { runServer } from './run-server';

describe('graceful shutdown', () => {
  it('lets a request in flight finish, refuses new connections, then closes pools', async () => {
    const events: string[] = [];
    const app = express();
    app.get('/slow', (_req, res) => {
      setTimeout(() => {
        events.push('answered');
        res.json({ done: true });
      }, 300);
    });
    const running = await runServer(app, {
      port: 0,
      logger: createLogger('test'),
      closers: [async () => void events.push('pool closed')],
    });
    const url = `http://127.0.0.1:${running.port}`;
    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = running.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
    expect(events).toEqual(['answered', 'pool closed']);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
  });
});

describe('requests the HTTP parser refuses', () => {
  it('answers a URL past the header limit with a 413 JSON error', async () => {
    const running = await runServer(express(), { port: 0, logger: createLogger('test') });
    try {
      const response = await fetch(`http://127.0.0.1:${running.port}/?q=${'x'.repeat(20_000)}`);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'The request is too large' });
    } finally {
      await running.close();
    }
  });
});
