import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { knownNotificationTypes, notificationTypeLabels, type NotificationSettings } from '@koinonia/contracts';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import NotificationSettingsPage from './NotificationSettingsPage';

const settings = (): NotificationSettings => ({
  types: knownNotificationTypes.map((type) => ({
    type,
    label: notificationTypeLabels[type],
    channels: { inApp: true, email: type === 'event', push: false },
  })),
});

function renderPage(apiRequest: jest.Mock) {
  const toast = jest.fn();
  renderWithShell(<NotificationSettingsPage />, { shell: { apiRequest: apiRequest as never, toast } });
  return { toast };
}

describe('NotificationSettingsPage', () => {
  it('SPEC §2: shows every type with In-app, Email and Push checkboxes', async () => {
    renderPage(jest.fn(async () => settings()));
    expect(await screen.findByRole('checkbox', { name: 'Prayer: In-app' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(knownNotificationTypes.length * 3);
    expect((screen.getByRole('checkbox', { name: 'Events: Email' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Messages: Push' }) as HTMLInputElement).checked).toBe(false);
  });

  it('saves a change of one type and says so', async () => {
    const apiRequest = jest.fn(async (method: string, _url: string, body?: { type: string; channels: object }) => {
      if (method === 'GET') return settings();
      const saved = settings();
      return { types: saved.types.map((setting) => (setting.type === body?.type ? { ...setting, channels: body.channels } : setting)) };
    });
    const { toast } = renderPage(apiRequest);
    const push = await screen.findByRole('checkbox', { name: 'Messages: Push' });
    await act(async () => fireEvent.click(push));
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/notifications/settings', { type: 'message', channels: { inApp: true, email: false, push: true } });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Notification settings saved' }));
    expect((screen.getByRole('checkbox', { name: 'Messages: Push' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts a box back and tells why when saving fails', async () => {
    const apiRequest = jest.fn(async (method: string) => {
      if (method === 'GET') return settings();
      throw new Error('Server error. Please try again in a moment.');
    });
    const { toast } = renderPage(apiRequest);
    const inApp = await screen.findByRole('checkbox', { name: 'Prayer: In-app' });
    await act(async () => fireEvent.click(inApp));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive', description: 'Server error. Please try again in a moment.' })));
    expect((screen.getByRole('checkbox', { name: 'Prayer: In-app' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the error with Retry when loading fails, and Retry loads again', async () => {
    const apiRequest = jest.fn().mockRejectedValueOnce(new Error('Network error: Unable to connect to /api/notifications/settings')).mockResolvedValue(settings());
    renderPage(apiRequest);
    expect(await screen.findByText('Network error: Unable to connect to /api/notifications/settings')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('checkbox', { name: 'Prayer: In-app' })).toBeTruthy();
  });
});
