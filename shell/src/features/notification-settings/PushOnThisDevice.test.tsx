import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { PushOnThisDevice } from './PushOnThisDevice';

/** A browser with a service worker that can push: its permission, its subscription and what was asked of it. */
function browserThatPushes(permission: NotificationPermission) {
  let subscription: { endpoint: string; unsubscribe: jest.Mock; toJSON(): object } | null = null;
  const subscribe = jest.fn(async () => {
    subscription = {
      endpoint: 'https://push.example.org/send/abc',
      unsubscribe: jest.fn(async () => {
        subscription = null;
        return true;
      }),
      toJSON: () => ({ endpoint: 'https://push.example.org/send/abc', keys: { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa40HI', auth: 'tBHItJI5svbpez7KI4CCXg' } }),
    };
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  const notification: { permission: NotificationPermission; requestPermission: jest.Mock } = {
    permission,
    requestPermission: jest.fn(async () => (notification.permission = 'granted')),
  };
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  return { subscribe, subscription: () => subscription };
}

afterEach(() => {
  for (const name of ['serviceWorker']) Reflect.deleteProperty(navigator, name);
  for (const name of ['PushManager', 'Notification']) Reflect.deleteProperty(window, name);
  localStorage.clear();
});

const api = () =>
  jest.fn(async (method: string, url: string) => {
    if (url === '/api/notifications/push/public-key') return { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa40HIwn1I3xn8wR8EsBpqGGMsB7AlO2O87pv4Y4sYxlKb52WDaA4Kf0LHIxd8' };
    if (method === 'POST') return { id: '00000000-0000-4000-8000-0000000000b1' };
    return undefined;
  });

it('says when the browser cannot push (no service worker, as in a development build)', async () => {
  renderWithShell(<PushOnThisDevice />);
  expect(await screen.findByText('This browser cannot show push notifications.')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});

it('turns push on with the permission of the browser and connect’s key, then off again', async () => {
  const browser = browserThatPushes('default');
  const apiRequest = api();
  renderWithShell(<PushOnThisDevice />, { shell: { apiRequest: apiRequest as never } });
  const turnOn = await screen.findByRole('button', { name: 'Turn on push on this device' });
  await act(async () => fireEvent.click(turnOn));
  expect(await screen.findByText('Push notifications are on for this device.')).toBeTruthy();
  expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) }));
  expect(apiRequest).toHaveBeenCalledWith('POST', '/api/notifications/push/subscriptions', expect.objectContaining({ endpoint: 'https://push.example.org/send/abc' }), undefined);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn off push on this device' })));
  expect(await screen.findByText('Push notifications are off on this device.')).toBeTruthy();
  expect(browser.subscription()).toBeNull();
  expect(apiRequest).toHaveBeenCalledWith('DELETE', '/api/notifications/push/subscriptions/00000000-0000-4000-8000-0000000000b1', undefined, undefined);
});

it('says when the member blocked notifications for the site', async () => {
  browserThatPushes('denied');
  renderWithShell(<PushOnThisDevice />);
  expect(await screen.findByText('Notifications are blocked for this site in your browser settings.')).toBeTruthy();
});
