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
});
