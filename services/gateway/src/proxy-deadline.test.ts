import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestGateway } from './testing/start-test-gateway';

/** A connect service that takes every call and never answers. */
let frozen: Server;
let frozenUrl: string;
beforeAll(async () => {
  frozen = createServer(() => undefined);
  await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
  frozenUrl = `http://127.0.0.1:${(frozen.address() as AddressInfo).port}`;
});
afterAll(() => {
  frozen.closeAllConnections();
  frozen.close();
});

/** `count` calls at once; each one's status, body, Retry-After and time to its answer. */
async function callsAtOnce(baseUrl: string, path: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const started = Date.now();
      const response = await fetch(baseUrl + path);
      const body = await response.json();
      return { status: response.status, body, retryAfter: response.headers.get('retry-after'), elapsedMs: Date.now() - started };
    }),
  );
}

const DEADLINE_MS = 4_000;
// A correctness bound, not a benchmark: the machine may be busy with other work (CI runs this beside the
// security suites). Calls whose deadline counted only from getting a socket would end at twice the
// deadline or later (a socket frees when the first calls time out); every call ending before that, with
// half a second to spare, proves the deadline counts from arrival.
const SLACK_MS = DEADLINE_MS - 500;

describe('the deadline of a proxied call', () => {
  it('ends every call to a frozen service by its deadline, those waiting for a socket too', async () => {
    // More calls than the agent has sockets for one service (here 20; 512 when deployed): the rest wait in its queue.
    // Few calls, so that a busy machine cannot spread their arrival over the deadline.
    const gateway = await startTestGateway({
      serviceUrls: { connect: frozenUrl },
      upstreamTimeoutMs: DEADLINE_MS,
      maxPendingCallsPerService: 1_000,
      socketsPerService: 20,
    });
    try {
      const results = await callsAtOnce(gateway.baseUrl, '/api/events', 40);
      for (const result of results) {
        expect(result.status).toBe(504);
        expect(result.body).toEqual({ message: 'The connect service took too long to answer', code: 'upstream_timeout' });
      }
      expect(Math.max(...results.map((result) => result.elapsedMs))).toBeLessThan(DEADLINE_MS + SLACK_MS);
    } finally {
      await gateway.close();
    }
  });
});

describe('load shedding', () => {
  it('refuses calls over the bound at once with a 503 and Retry-After, for that service only, and admits calls again once the others ended', async () => {
    const gateway = await startTestGateway({ serviceUrls: { connect: frozenUrl }, upstreamTimeoutMs: DEADLINE_MS, maxPendingCallsPerService: 50 });
    try {
      const calls = callsAtOnce(gateway.baseUrl, '/api/events', 200);
      const refused = (await calls).filter((result) => result.status === 503);
      const admitted = (await calls).filter((result) => result.status !== 503);
      expect(refused).toHaveLength(150);
      for (const result of refused) {
        expect(result.body).toEqual({ message: 'The connect service is busy right now. Please try again shortly.', code: 'overloaded', retryAfterSeconds: 2 });
        expect(result.retryAfter).toBe('2');
        expect(result.elapsedMs).toBeLessThan(SLACK_MS);
      }
      expect(admitted.map((result) => result.status)).toEqual(Array(50).fill(504));
      // The bound is per service; and once the 50 ended, connect takes calls again.
      const other = await fetch(`${gateway.baseUrl}/api/prayers`);
      expect(other.status).toBe(502);
      expect((await fetch(`${gateway.baseUrl}/api/events`, { signal: AbortSignal.timeout(DEADLINE_MS + SLACK_MS) })).status).toBe(504);
    } finally {
      await gateway.close();
    }
  });
});
