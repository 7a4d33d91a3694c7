import { demoAccount } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '../app';
import { PASSWORD_WORK_BUSY_MESSAGE } from '../domain/passwords';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(identityService);
});
afterAll(() => service.close());

describe('password work under a flood', () => {
  it('answers what the hashing queue cannot take with 429 at once, creates the rest, and keeps answering reads', async () => {
    const flood = Array.from({ length: 60 }, (_, index) =>
      service.request('POST', '/internal/users', {
        body: { firstName: 'Flood', lastName: 'Queue', email: `queue-${index}@example.org`, password: 'a-long-unusual-phrase-42' },
      }),
    );
    const member = demoAccount('member');
    const read = await service.request('GET', '/api/auth/user', { as: { userId: member.id, role: 'member' } });
    expect(read.status).toBe(200);

    const responses = await Promise.all(flood);
    const busy = responses.filter((response) => response.status === 429);
    const created = responses.filter((response) => response.status === 201);
    expect(busy.length).toBeGreaterThan(0);
    expect(created.length + busy.length).toBe(60);
    expect(busy[0]!.body).toEqual({ message: PASSWORD_WORK_BUSY_MESSAGE, code: 'busy', retryAfterSeconds: 2 });
    expect(await service.db('identity.users').where({ last_name: 'Queue' })).toHaveLength(created.length);
  });
});
