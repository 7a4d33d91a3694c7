import { DEMO_CHURCH } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { adminService } from '../app';

let service: TestService;

beforeAll(async () => {
  service = await startTestService(adminService);
});
afterAll(() => service.close());

describe('admin demo data', () => {
  it('holds 30 gifts to the demo church over the last 90 days, and running again adds none', async () => {
    await adminService.prepareDatabase(service.db, { seed: true });
    const gifts = await service.db('admin.donations').where({ church_id: DEMO_CHURCH.id });
    expect(gifts).toHaveLength(30);
    const oldest = Math.min(...gifts.map((gift: { donated_at: Date }) => gift.donated_at.getTime()));
    expect(Date.now() - oldest).toBeLessThanOrEqual(90 * 86_400_000);
    expect(new Set(gifts.map((gift: { fund: string }) => gift.fund))).toEqual(new Set(['General', 'Missions', 'Building']));
  });
});
