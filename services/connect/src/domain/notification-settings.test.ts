import { knownNotificationTypes } from '@koinonia/contracts';
import { defaultChannels, notificationSettings } from './notification-settings';

describe('notification settings', () => {
  it('defaults to in-app only, with email for events and staff invitations and never push', () => {
    expect(knownNotificationTypes.filter((type) => defaultChannels(type).email)).toEqual(['event', 'staff_invitation']);
    expect(knownNotificationTypes.every((type) => defaultChannels(type).inApp && !defaultChannels(type).push)).toBe(true);
  });

  it('lists every known type once, a saved choice replacing the default', () => {
    const settings = notificationSettings(new Map([['message', { inApp: false, email: true, push: true }]]));
    expect(settings.types.map((setting) => setting.type)).toEqual([...knownNotificationTypes]);
    expect(settings.types.find((setting) => setting.type === 'message')).toEqual({
      type: 'message',
      label: 'Messages',
      channels: { inApp: false, email: true, push: true },
    });
  });
});
