import { DEMO_CHURCH, demoAccount, knownNotificationTypes, type NotificationSettings } from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';

const asMember: TestCaller = { userId: demoAccount('member').id, role: 'member', churchId: DEMO_CHURCH.id };
const asLeader: TestCaller = { userId: demoAccount('leader').id, role: 'leader', churchId: DEMO_CHURCH.id };
let service: TestService;

beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

const settingsOf = async (as: TestCaller): Promise<NotificationSettings> => {
  const response = await service.request('GET', '/api/notifications/settings', { as });
  expect(response.status).toBe(200);
  return response.body;
};
const channelsOf = (settings: NotificationSettings, type: string) => settings.types.find((setting) => setting.type === type)?.channels;

describe('GET /api/notifications/settings', () => {
  it('SPEC §2 /notification-settings: every type with its label and default channels', async () => {
    const settings = await settingsOf(asLeader);
    expect(settings.types.map((setting) => setting.type)).toEqual([...knownNotificationTypes]);
    expect(settings.types[0]).toEqual({ type: 'prayer', label: 'Prayer', channels: { inApp: true, email: false, push: false } });
    expect(channelsOf(settings, 'event')).toEqual({ inApp: true, email: true, push: false });
    expect(channelsOf(settings, 'staff_invitation')).toEqual({ inApp: true, email: true, push: false });
    expect(channelsOf(settings, 'message')).toEqual({ inApp: true, email: false, push: false });
  });

  it('does not collide with the :id routes of /api/notifications', async () => {
    expect((await service.request('POST', '/api/notifications/settings/read', { as: asMember })).status).toBe(400);
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('GET', '/api/notifications/settings')).status).toBe(401);
  });
});

describe('PUT /api/notifications/settings', () => {
  it("saves one type's channels, answers the whole settings, and changes no one else's", async () => {
    const response = await service.request('PUT', '/api/notifications/settings', {
      as: asMember,
      body: { type: 'prayer', channels: { inApp: false, email: true, push: true } },
    });
    expect(response.status).toBe(200);
    expect(channelsOf(response.body, 'prayer')).toEqual({ inApp: false, email: true, push: true });
    expect(channelsOf(response.body, 'event')).toEqual({ inApp: true, email: true, push: false });
    expect(channelsOf(await settingsOf(asMember), 'prayer')).toEqual({ inApp: false, email: true, push: true });
    expect(channelsOf(await settingsOf(asLeader), 'prayer')).toEqual({ inApp: true, email: false, push: false });

    const again = await service.request('PUT', '/api/notifications/settings', {
      as: asMember,
      body: { type: 'prayer', channels: { inApp: true, email: false, push: true } },
    });
    expect(channelsOf(again.body, 'prayer')).toEqual({ inApp: true, email: false, push: true });
  });

  it('refuses an unknown type, a missing channel and extra fields with 400', async () => {
    for (const body of [
      { type: 'newsletter', channels: { inApp: true, email: true, push: true } },
      { type: 'event', channels: { inApp: true, email: true } },
      { type: 'event', channels: { inApp: true, email: true, push: 'yes' } },
      { type: 'event', channels: { inApp: true, email: true, push: false }, userId: asLeader.userId },
    ]) {
      const response = await service.request('PUT', '/api/notifications/settings', { as: asMember, body });
      expect([body, response.status]).toEqual([body, 400]);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('PUT', '/api/notifications/settings', { body: { type: 'event', channels: { inApp: true, email: true, push: true } } })).status).toBe(401);
  });
});
