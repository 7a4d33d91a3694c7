import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { DEMO_MINISTRY_COMMUNITY, type AdminNotification, type StaffInvitation, type UserNotification } from '@koinonia/contracts';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import NotificationBell from './NotificationBell';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (n: number, overrides: Partial<UserNotification> = {}): UserNotification => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'prayer',
  title: `Notification ${n}`,
  message: `Message ${n}`,
  isRead: false,
  createdAt: minutesAgo(n),
  actionUrl: '/prayer-wall',
  ...overrides,
});

const invitation: StaffInvitation = {
  id: 'invitation-1',
  communityId: DEMO_MINISTRY_COMMUNITY.id,
  communityName: 'Worship Ministry',
  role: 'leader',
  isRead: false,
};

const adminNotification: AdminNotification = {
  id: 'admin-1',
  type: 'new_staff_member',
  title: 'New staff member',
  message: 'Paul joined as leader.',
  createdAt: minutesAgo(30),
  communityId: DEMO_MINISTRY_COMMUNITY.id,
};

interface Server {
  notifications?: UserNotification[];
  invitations?: StaffInvitation[];
  adminNotifications?: AdminNotification[];
  failWrites?: boolean;
}

/** An apiRequest answering like the connect service, recording every call. */
function fakeApi(server: Server) {
  return jest.fn(async (method: string, url: string) => {
    if (method === 'GET' && url === '/api/notifications') return server.notifications ?? [];
    if (method === 'GET' && url === '/api/auth/pending-staff-invitations') return server.invitations ?? [];
    if (method === 'GET' && url === '/api/auth/admin-notifications') return server.adminNotifications ?? [];
    // A failure that arrives a moment later, so the optimistic state can be seen first.
    if (server.failWrites) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      throw new Error('Server error. Please try again in a moment.');
    }
    if (method === 'POST' && url === '/api/notifications/mark-all-read') return { updated: 1 };
    if (method === 'POST' && url === '/api/auth/mark-staff-invitations-read') return { updated: 1 };
    const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(url);
    if (method === 'POST' && read) return { ...server.notifications?.find((item) => item.id === read[1]), isRead: true };
    throw new Error(`Unexpected ${method} ${url}`);
  });
}

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname + location.search}</output>;
}

function renderBell(server: Server) {
  const apiRequest = fakeApi(server);
  const toast = jest.fn();
  renderWithShell(
    <>
      <NotificationBell />
      <CurrentPath />
    </>,
    { shell: { apiRequest: apiRequest as never, toast }, route: '/dashboard' },
  );
  return { apiRequest, toast };
}

const bell = () => screen.getByRole('button', { name: 'Notifications' });
const openPanel = async () => {
  await act(async () => fireEvent.click(bell()));
  return screen.getByRole('dialog', { name: 'Notifications' });
};
const currentPath = () => screen.getByRole('status', { name: 'current path' }).textContent;

describe('NotificationBell', () => {
  it('SPEC §5/§9: shows the unread count on the bell and caps the badge at 99+', async () => {
    renderBell({ notifications: Array.from({ length: 120 }, (_, n) => notification(n + 1)) });
    expect(await screen.findByText('99+')).toBeTruthy();
    expect(bell().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('99+ unread')).toBeTruthy();
  });

  it('counts unread notifications and unread staff invitations, not admin notifications', async () => {
    renderBell({ notifications: [notification(1), notification(2, { isRead: true })], invitations: [invitation], adminNotifications: [adminNotification] });
    expect(await screen.findByText('2 unread')).toBeTruthy();
  });

  it('shows no badge when everything is read', async () => {
    const { apiRequest } = renderBell({ notifications: [notification(1, { isRead: true })] });
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(3));
    expect(bell().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it('SPEC §9: lists at most 10, newest first, staff invitations on top', async () => {
    renderBell({ notifications: Array.from({ length: 14 }, (_, n) => notification(n + 1)), invitations: [invitation] });
    await screen.findByText('15 unread');
    const panel = await openPanel();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toContain('Staff invitation');
    expect(rows[0]?.textContent).toContain('You are invited to serve as leader in Worship Ministry.');
    expect(rows[1]?.textContent).toContain('Notification 1');
    expect(rows[9]?.textContent).toContain('Notification 9');
    expect(rows[1]?.textContent).toContain('1 minute ago');
  });

  it('SPEC §2: says "No notifications yet" when there are none', async () => {
    const { apiRequest } = renderBell({});
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(3));
    const panel = await openPanel();
    expect(await within(panel).findByText('No notifications yet')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('SPEC §4: clicking an unread one marks it read with the toast and follows its link', async () => {
    const { apiRequest, toast } = renderBell({ notifications: [notification(1, { actionUrl: '/events' }), notification(2)] });
    await screen.findByText('2 unread');
    const panel = await openPanel();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: /Notification 1/ })));
    expect(apiRequest).toHaveBeenCalledWith('POST', `/api/notifications/${notification(1).id}/read`);
    expect(await screen.findByText('1 unread')).toBeTruthy();
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Notification marked as read' }));
    expect(currentPath()).toBe('/events');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('SPEC §4/§8: a failed mark read silently puts the fetched list back', async () => {
    const { apiRequest, toast } = renderBell({ notifications: [notification(1, { actionUrl: null }), notification(2)], failWrites: true });
    await screen.findByText('2 unread');
    const panel = await openPanel();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: /Notification 1/ })));
    expect(apiRequest).toHaveBeenCalledWith('POST', `/api/notifications/${notification(1).id}/read`);
    expect(await screen.findByText('1 unread')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('2 unread')).toBeTruthy());
    expect(within(panel).getByRole('button', { name: /Notification 1 \(unread\)/ })).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it('SPEC §4: mark all read marks the notifications and the staff invitations, with the toast', async () => {
    const { apiRequest, toast } = renderBell({ notifications: [notification(1), notification(2)], invitations: [invitation] });
    await screen.findByText('3 unread');
    const panel = await openPanel();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' })));
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/notifications/mark-all-read');
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/auth/mark-staff-invitations-read');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'All notifications marked as read' }));
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it('SPEC §4/§8: a failed mark all read reverts both lists without a message', async () => {
    const { toast } = renderBell({ notifications: [notification(1)], invitations: [invitation], failWrites: true });
    await screen.findByText('2 unread');
    const panel = await openPanel();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' })));
    await waitFor(() => expect(screen.queryByText(/unread/)).toBeNull());
    await waitFor(() => expect(screen.getByText('2 unread')).toBeTruthy());
    expect(toast).not.toHaveBeenCalled();
  });

  it('SPEC §3: a staff invitation links to signup with invite=staff, and an admin notification to staff management', async () => {
    renderBell({ invitations: [invitation], adminNotifications: [adminNotification] });
    await screen.findByText('1 unread');
    let panel = await openPanel();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: /Staff invitation/ })));
    expect(currentPath()).toBe(`/signup?invite=staff&communityId=${DEMO_MINISTRY_COMMUNITY.id}&role=leader`);
    panel = await openPanel();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: /New staff member/ })));
    expect(currentPath()).toBe(`/staff-management?communityId=${DEMO_MINISTRY_COMMUNITY.id}`);
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    renderBell({ notifications: [notification(1)] });
    await screen.findByText('1 unread');
    const panel = await openPanel();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(panel.contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });
});
