import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { serveService } from '../app';

let service: TestService;

beforeAll(async () => {
  service = await startTestService(serveService);
});
afterAll(() => service.close());

describe('serve demo data', () => {
  it('can run again on every start without doubling teams or undoing sign-ups', async () => {
    const welcomeTeam = '00000000-0000-4000-8000-0000000d0001';
    await service.db('serve.opportunities').where({ id: welcomeTeam }).update({ spots_filled: 13 });

    await serveService.prepareDatabase(service.db, { seed: true });

    expect(await service.db('serve.teams')).toHaveLength(5);
    expect(await service.db('serve.opportunities')).toHaveLength(5);
    expect((await service.db('serve.opportunities').where({ id: welcomeTeam }).first()).spots_filled).toBe(13);
  });
});
