import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestGateway } from './testing/start-test-gateway';
import { cookieClient } from './testing/cookie-client';
import { SIGNUPS_PER_ADDRESS_PER_HOUR, SIGNUPS_PER_EMAIL_PER_HOUR } from './signup-limit';

/** An identity service that counts the sign-ups it is asked to create and refuses them (email taken). */
async function countingIdentity() {
  let created = 0;
  const server = createServer((req, res) => {
    if (req.url === '/internal/users') created += 1;
    req.resume();
    res.writeHead(409, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'An account with this email already exists', code: 'email_taken' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, created: () => created, close: () => new Promise((resolve) => server.close(resolve)) };
}

const signup = (email: string) => ({ firstName: 'Flood', lastName: 'Test', email, password: 'a-long-unusual-phrase-42' });

describe('sign-up limits', () => {
  it(`passes at most ${SIGNUPS_PER_ADDRESS_PER_HOUR} of 300 concurrent sign-ups from one address to the identity service`, async () => {
    const identity = await countingIdentity();
    const gateway = await startTestGateway({ serviceUrls: { identity: identity.url } });
    try {
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, index) => cookieClient(gateway.baseUrl).call('POST', '/api/auth/signup', signup(`flood-${index}@example.org`))),
      );
      expect(identity.created()).toBe(SIGNUPS_PER_ADDRESS_PER_HOUR);
      const refused = responses.filter((response) => response.status === 429);
      expect(refused).toHaveLength(300 - SIGNUPS_PER_ADDRESS_PER_HOUR);
      expect(refused[0]!.body).toMatchObject({ code: 'signup_throttled', retryAfterSeconds: expect.any(Number) });
      expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await gateway.close();
      await identity.close();
    }
  });

  it(`refuses the ${SIGNUPS_PER_EMAIL_PER_HOUR + 1}th sign-up for one email within the hour`, async () => {
    const identity = await countingIdentity();
    const gateway = await startTestGateway({ serviceUrls: { identity: identity.url } });
    try {
      for (let attempt = 0; attempt < SIGNUPS_PER_EMAIL_PER_HOUR; attempt += 1) {
        expect((await cookieClient(gateway.baseUrl).call('POST', '/api/auth/signup', signup('same@example.org'))).status).toBe(409);
      }
      expect((await cookieClient(gateway.baseUrl).call('POST', '/api/auth/signup', signup('same@example.org'))).status).toBe(429);
    } finally {
      await gateway.close();
      await identity.close();
    }
  });
});
