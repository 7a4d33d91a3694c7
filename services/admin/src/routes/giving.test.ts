import { CHURCH_ADMIN_ROLES, DEMO_CHURCH, demoAccount, type GivingSummary, type Role } from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { adminService } from '../app';

const churchAdmin = demoAccount('church_admin');
const asChurchAdmin: TestCaller = { userId: churchAdmin.id, role: churchAdmin.role, churchId: DEMO_CHURCH.id };
const otherChurchId = '00000000-0000-4000-8000-0000000000fe';
const asOtherChurchAdmin: TestCaller = { userId: '00000000-0000-4000-8000-0000000000ff', role: 'church_admin', churchId: otherChurchId };
const donorA = '00000000-0000-4000-8000-0000000000a1';
const donorB = '00000000-0000-4000-8000-0000000000a2';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
let service: TestService;

const summary = (as: TestCaller | null, query = '') => service.request<GivingSummary>('GET', `/api/giving/summary${query}`, { as });

beforeAll(async () => {
  service = await startTestService(adminService);
  const gift = (donor: string, cents: number, fund: string, days: number, currency = 'USD') => ({
    church_id: otherChurchId,
    donor_id: donor,
    amount_cents: cents,
    currency,
    fund,
    donated_at: daysAgo(days),
  });
  await service.db('admin.donations').insert([
    gift(donorA, 10_000, 'General', 2),
    gift(donorB, 5_000, 'Missions', 40),
    gift(donorA, 2_500, 'General', 10),
    gift(donorB, 700, 'General', 5, 'EUR'),
  ]);
});
afterAll(() => service.close());

describe('GET /api/giving/summary', () => {
  it("sums the church's gifts in its main currency, by fund and over the last 30 days", async () => {
    const response = await summary(asOtherChurchAdmin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      currency: 'USD',
      totalCents: 17_500,
      donationCount: 3,
      donorCount: 2,
      byFund: [
        { fund: 'General', totalCents: 12_500 },
        { fund: 'Missions', totalCents: 5_000 },
      ],
      last30DaysCents: 12_500,
    });
  });

  it('sums another currency when asked', async () => {
    const response = await summary(asOtherChurchAdmin, '?currency=EUR');
    expect(response.body).toEqual({
      currency: 'EUR',
      totalCents: 700,
      donationCount: 1,
      donorCount: 1,
      byFund: [{ fund: 'General', totalCents: 700 }],
      last30DaysCents: 700,
    });
  });

  it("summarises the demo church's seeded gifts without counting another church's", async () => {
    const { body } = await summary(asChurchAdmin);
    expect(body.currency).toBe('USD');
    expect(body.donationCount).toBe(30);
    expect(body.donorCount).toBe(7);
    expect(body.byFund.map((fund) => fund.fund).sort()).toEqual(['Building', 'General', 'Missions']);
    expect(body.byFund.reduce((sum, fund) => sum + fund.totalCents, 0)).toBe(body.totalCents);
    expect(body.last30DaysCents).toBeGreaterThan(0);
    expect(body.last30DaysCents).toBeLessThan(body.totalCents);
  });

  it('answers zeros for a church without gifts or a caller without a church', async () => {
    const empty = { currency: 'USD', totalCents: 0, donationCount: 0, donorCount: 0, byFund: [], last30DaysCents: 0 };
    const newChurch = { ...asOtherChurchAdmin, churchId: '00000000-0000-4000-8000-0000000000fc' };
    expect((await summary(newChurch)).body).toEqual(empty);
    expect((await summary({ ...asChurchAdmin, churchId: null })).body).toEqual(empty);
  });

  it.each([...CHURCH_ADMIN_ROLES])('is open to the %s role', async (role) => {
    expect((await summary({ ...asChurchAdmin, role })).status).toBe(200);
  });

  it.each<Role>(['member', 'leader', 'group_admin', 'ministry_admin'])('answers 403 to the %s role', async (role) => {
    const response = await summary({ ...asChurchAdmin, role });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'This needs church admin access', code: 'forbidden', requiredAccess: 'church_admin' });
  });

  it.each(['?currency=usd', '?currency=DOLLARS', '?currency=', '?fund=General'])('rejects %s with a 400 JSON error', async (query) => {
    const response = await summary(asChurchAdmin, query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: expect.any(String), code: 'validation_failed' });
  });

  it('requires a signed-in caller', async () => {
    const response = await summary(null);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required', code: 'not_signed_in' });
  });
});
