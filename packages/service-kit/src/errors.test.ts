import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError, sendJsonError } from './errors';

/** Answers every request with the JSON error of what `thrown` gives. */
async function answerTo(thrown: () => unknown) {
  const server = http.createServer((req, res) => sendJsonError(req, res, thrown()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the JSON error of what a route threw', () => {
  it('answers an HttpError with its status, message and details', async () => {
    expect(await answerTo(() => new HttpError(409, 'Not found here', { code: 'not_found' }))).toEqual({
      status: 409,
      retryAfter: null,
      body: { message: 'Not found here', code: 'not_found' },
    });
  });

  it('answers a wait for a database connection that ran out as busy (503, try again), not as a failure', async () => {
    const timedOut = Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' });
    expect(await answerTo(() => timedOut)).toEqual({
      status: 503,
      retryAfter: '2',
      body: {
        message: 'Koinonia is very busy right now. Please try again in a few seconds.',
        code: 'overloaded',
        retryAfterSeconds: 2,
      },
    });
  });

  it('shows nothing of an unknown error', async () => {
    expect(await answerTo(() => new Error('secret detail'))).toEqual({
      status: 500,
      retryAfter: null,
      body: { message: 'Something went wrong on our side' },
    });
  });
});
