import { act, screen } from '@testing-library/react';
import { createFakeRealtime, renderWithShell, testUser } from '@koinonia/shell-contract/testing';
import { changesUnread, MessagesLink } from './MessagesLink';

const me = testUser().id;
const message = (senderId: string) => ({
  type: 'message' as const,
  conversationId: 'c1',
  message: {
    id: 'm1',
    conversationId: 'c1',
    sequence: 1,
    senderId,
    senderName: 'Lucas',
    body: 'Hi',
    clientId: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    editedAt: null,
    deletedAt: null,
  },
});

describe('the header’s Messages link', () => {
  it('reads the unread total again for others’ messages, the reader’s own reads and a reconnection only', () => {
    expect(changesUnread(message('someone-else'), me)).toBe(true);
    expect(changesUnread(message(me), me)).toBe(false);
    expect(changesUnread({ type: 'read', conversationId: 'c1', userId: me, lastReadSequence: 1 }, me)).toBe(true);
    expect(changesUnread({ type: 'read', conversationId: 'c1', userId: 'other', lastReadSequence: 1 }, me)).toBe(false);
    expect(changesUnread({ type: 'typing', conversationId: 'c1', userId: 'other', name: 'Lucas' }, me)).toBe(false);
    expect(changesUnread({ type: 'reconnected' }, me)).toBe(true);
  });

  it('shows the unread total, capped at 99+, and follows it live', async () => {
    let total = 3;
    const realtime = createFakeRealtime();
    renderWithShell(<MessagesLink />, {
      shell: { realtime: realtime.connection, apiRequest: (async () => ({ total })) as never },
    });
    const link = screen.getByRole('link', { name: 'Messages' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(await screen.findByText('3 unread')).toBeTruthy();
    total = 120;
    await act(async () => realtime.emit(message('someone-else')));
    expect(await screen.findByText('99+ unread')).toBeTruthy();
    total = 0;
    await act(async () => realtime.emit({ type: 'read', conversationId: 'c1', userId: me, lastReadSequence: 1 }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/unread/)).toBeNull();
  });
});
