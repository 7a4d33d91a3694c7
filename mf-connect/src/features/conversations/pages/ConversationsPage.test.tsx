import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createFakeRealtime, renderWithShell } from '@koinonia/shell-contract/testing';
import {
  direct,
  fakeConversationsApi,
  leader,
  message,
  pastor,
  reader,
  type FakeConversation,
} from '../testing/fake-conversations';
import { ConversationsPage } from './ConversationsPage';

function open(conversations: FakeConversation[], route = '/messages') {
  const api = fakeConversationsApi(conversations);
  const realtime = createFakeRealtime();
  renderWithShell(
    <Routes>
      <Route path="/messages" element={<ConversationsPage basePath="/messages" groupsOnly={false} />} />
      <Route path="/messages/:conversationId" element={<ConversationsPage basePath="/messages" groupsOnly={false} />} />
    </Routes>,
    { route, shell: { apiRequest: api.apiRequest, realtime: realtime.connection } },
  );
  return { ...api, realtime };
}

describe('the conversations (/messages)', () => {
  it('says so when there is no conversation yet', async () => {
    open([]);
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New message' })).toBeTruthy();
  });

  it('lists each conversation by the other person with its preview and unread count', async () => {
    const withLeader = direct(leader, [[leader, 'See you Sunday?']]);
    open([withLeader]);
    const row = await screen.findByRole('link', { name: /Lucas Ferreira/ });
    expect(row.getAttribute('href')).toBe(`/messages/${withLeader.conversation.id}`);
    expect(within(row).getByText('See you Sunday?')).toBeTruthy();
    expect(within(row).getByLabelText('1 unread')).toBeTruthy();
  });

  it('shows a thread, marks it read, and adds what arrives live, announcing it and the typing', async () => {
    const withLeader = direct(leader, [[leader, 'See you Sunday?']]);
    const { calls, realtime } = open([withLeader], `/messages/${withLeader.conversation.id}`);
    expect(await screen.findByRole('heading', { name: 'Lucas Ferreira', level: 2 })).toBeTruthy();
    await screen.findAllByText('See you Sunday?');
    expect(calls.some((call) => call.url.endsWith('/read') && (call.body as { upTo: number }).upTo === 1)).toBe(true);

    await act(async () =>
      realtime.emit({
        type: 'typing',
        conversationId: withLeader.conversation.id,
        userId: leader.userId,
        name: 'Lucas Ferreira',
      }),
    );
    expect(screen.getByText('Lucas Ferreira is typing…')).toBeTruthy();

    const live = message(withLeader.conversation.id, 2, leader, 'I will bring the bread.');
    await act(async () =>
      realtime.emit({ type: 'message', conversationId: withLeader.conversation.id, message: live }),
    );
    expect(screen.getAllByText('I will bring the bread.').length).toBeGreaterThan(0);
    expect(screen.getByText('New message from Lucas Ferreira: I will bring the bread.')).toBeTruthy();
    expect(screen.queryByText('Lucas Ferreira is typing…')).toBeNull();
    // The same message again (a reconnection's read of what was missed) shows once.
    await act(async () =>
      realtime.emit({ type: 'message', conversationId: withLeader.conversation.id, message: live }),
    );
    expect(
      screen.getAllByTestId('message').filter((bubble) => bubble.textContent?.includes('I will bring the bread.')),
    ).toHaveLength(1);
  });

  it('starts the messages of each day under that day’s date', async () => {
    const withLeader = direct(leader, [
      [leader, 'Before the retreat'],
      [reader, 'On the way'],
    ]);
    const [earlier, later] = withLeader.messages;
    earlier!.createdAt = '2026-11-20T10:00:00.000Z';
    later!.createdAt = '2026-11-22T10:00:00.000Z';
    open([withLeader], `/messages/${withLeader.conversation.id}`);
    await screen.findByText('On the way');
    const dayOf = (iso: string) =>
      new Date(iso).toLocaleDateString('en', { weekday: 'long', day: 'numeric', month: 'long' });
    expect(screen.getByText(dayOf(earlier!.createdAt))).toBeTruthy();
    expect(screen.getByText(dayOf(later!.createdAt))).toBeTruthy();
  });

  it('sends with Enter, keeps a failed message with Try again, and resends it with the same client id', async () => {
    const withLeader = direct(leader);
    const { calls, state } = open([withLeader], `/messages/${withLeader.conversation.id}`);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    state.failSends = 1;
    fireEvent.change(composer, { target: { value: 'Hello there' } });
    await act(async () => fireEvent.keyDown(composer, { key: 'Enter' }));
    expect(await screen.findByText('Not sent.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.queryByText('Not sent.')).toBeNull();
    const sends = calls.filter((call) => call.method === 'POST' && call.url.endsWith('/messages'));
    expect(sends).toHaveLength(2);
    expect(sends[0]!.headers!['Idempotency-Key']).toBe(sends[1]!.headers!['Idempotency-Key']);
    expect(screen.getAllByText('Hello there')).toHaveLength(1);
  });

  it('tells the others that the reader is typing, over /ws', async () => {
    const withLeader = direct(leader);
    const { realtime } = open([withLeader], `/messages/${withLeader.conversation.id}`);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(composer, { target: { value: 'Hel' } });
    fireEvent.change(composer, { target: { value: 'Hell' } });
    expect(realtime.sent).toEqual([{ type: 'typing', conversationId: withLeader.conversation.id }]);
  });

  it('tries the typing signal again at the next key when the connection could not take it', async () => {
    const withLeader = direct(leader);
    const { realtime } = open([withLeader], `/messages/${withLeader.conversation.id}`);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    realtime.connected = false;
    fireEvent.change(composer, { target: { value: 'Hel' } });
    realtime.connected = true;
    fireEvent.change(composer, { target: { value: 'Hell' } });
    expect(realtime.sent).toEqual([{ type: 'typing', conversationId: withLeader.conversation.id }]);
  });

  it('shows who has seen the last message', async () => {
    const group = direct(leader, [[reader, 'Practice at seven']]);
    group.conversation = {
      ...group.conversation,
      kind: 'group',
      title: 'Worship team',
      members: [
        { userId: reader.userId, name: reader.name, lastReadSequence: 1 },
        { userId: leader.userId, name: leader.name, lastReadSequence: 1 },
        { userId: pastor.userId, name: pastor.name, lastReadSequence: 0 },
      ],
    };
    const { realtime } = open([group], `/messages/${group.conversation.id}`);
    expect(await screen.findByText('Seen by Lucas Ferreira')).toBeTruthy();
    await act(async () =>
      realtime.emit({
        type: 'read',
        conversationId: group.conversation.id,
        userId: pastor.userId,
        lastReadSequence: 1,
      }),
    );
    expect(await screen.findByText('Seen by Lucas Ferreira, Paul Anderson')).toBeTruthy();
  });

  it('lets the creator of a group remove someone, and anyone leave it', async () => {
    const group = direct(leader);
    group.conversation = {
      ...group.conversation,
      kind: 'group',
      title: 'Worship team',
      members: [reader, leader, pastor].map((person) => ({
        userId: person.userId,
        name: person.name,
        lastReadSequence: 0,
      })),
    };
    const { calls } = open([group], `/messages/${group.conversation.id}`);
    fireEvent.click(await screen.findByText('3 people'));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Remove Lucas Ferreira from the group' })),
    );
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith(`/members/${leader.userId}`))).toBe(true);
    expect(await screen.findByText('2 people')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add people' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeTruthy();
  });

  describe('a message’s actions', () => {
    const bubbleWith = (text: string) =>
      screen.getAllByTestId('message').find((bubble) => bubble.textContent?.includes(text))!;
    const actionsOf = (text: string) => within(bubbleWith(text)).getByRole('button', { name: 'Message actions' });

    it('lets the sender edit their message, which then shows "edited", and gives focus back to its actions', async () => {
      const withLeader = direct(leader, [[reader, 'Practice at seven']]);
      const { calls } = open([withLeader], `/messages/${withLeader.conversation.id}`);
      await screen.findAllByText('Practice at seven');
      const toggle = actionsOf('Practice at seven');
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(within(bubbleWith('Practice at seven')).queryByRole('button', { name: 'Report' })).toBeNull();
      fireEvent.click(within(bubbleWith('Practice at seven')).getByRole('button', { name: 'Edit' }));
      const field = screen.getByRole('textbox', { name: 'Edit message' });
      fireEvent.change(field, { target: { value: 'Practice at half past seven' } });
      await act(async () => fireEvent.keyDown(field, { key: 'Enter' }));
      expect(await screen.findByText('edited')).toBeTruthy();
      expect(bubbleWith('Practice at half past seven')).toBeTruthy();
      const patch = calls.find((call) => call.method === 'PATCH');
      expect(patch?.body).toEqual({ body: 'Practice at half past seven' });
      expect(document.activeElement).toBe(actionsOf('Practice at half past seven'));
    });

    it('asks before deleting, then shows "This message was deleted" in its place', async () => {
      const withLeader = direct(leader, [[reader, 'My number is 555-0100']]);
      const { calls } = open([withLeader], `/messages/${withLeader.conversation.id}`);
      await screen.findAllByText('My number is 555-0100');
      fireEvent.click(actionsOf('My number is 555-0100'));
      fireEvent.click(within(bubbleWith('My number is 555-0100')).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
      expect(await screen.findByText('This message was deleted')).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryAllByText('My number is 555-0100').filter((node) => node.closest('[data-testid="message"]'))).toHaveLength(0);
      expect(calls.some((call) => call.method === 'DELETE' && call.url.includes('/api/conversations/messages/'))).toBe(true);
    });

    it('reports someone else’s message with a reason, once', async () => {
      const withLeader = direct(leader, [[leader, 'Buy my course']]);
      const { calls } = open([withLeader], `/messages/${withLeader.conversation.id}`);
      await screen.findAllByText('Buy my course');
      fireEvent.click(actionsOf('Buy my course'));
      expect(within(bubbleWith('Buy my course')).queryByRole('button', { name: 'Edit' })).toBeNull();
      fireEvent.click(within(bubbleWith('Buy my course')).getByRole('button', { name: 'Report' }));
      const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' })));
      expect(screen.queryByRole('dialog', { name: 'Report this message' })).toBeNull();
      expect(calls.find((call) => call.url.endsWith('/reports'))?.body).toEqual({ reason: 'harassment', details: '' });

      fireEvent.click(actionsOf('Buy my course'));
      fireEvent.click(within(bubbleWith('Buy my course')).getByRole('button', { name: 'Report' }));
      const again = await screen.findByRole('dialog', { name: 'Report this message' });
      await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Send report' })));
      expect(await within(again).findByText(/You have reported this message already/)).toBeTruthy();
    });

    it('shows the others’ edits and deletions live, and those it missed once the connection is back', async () => {
      const withLeader = direct(leader, [
        [leader, 'See you at six'],
        [leader, 'Bring the hymn books'],
      ]);
      const { realtime } = open([withLeader], `/messages/${withLeader.conversation.id}`);
      await screen.findAllByText('See you at six');
      const [first, second] = withLeader.messages;
      const edited = { ...first!, body: 'See you at seven', editedAt: new Date().toISOString() };
      withLeader.messages[0] = edited;
      await act(async () =>
        realtime.emit({ type: 'message_changed', conversationId: withLeader.conversation.id, message: edited }),
      );
      expect(bubbleWith('See you at seven').textContent).toContain('edited');

      // Deleted while this reader was offline: no event came, the reconnection reads it.
      withLeader.messages[1] = { ...second!, body: '', deletedAt: new Date().toISOString() };
      await act(async () => realtime.emit({ type: 'reconnected' }));
      expect(await screen.findByText('This message was deleted')).toBeTruthy();
      expect(screen.queryAllByText('Bring the hymn books').filter((node) => node.closest('[data-testid="message"]'))).toHaveLength(0);
      expect(screen.getAllByTestId('message')).toHaveLength(2);
      expect(bubbleWith('See you at seven')).toBeTruthy();
    });
  });
});
