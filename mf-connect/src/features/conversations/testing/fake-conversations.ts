import { ApiError } from '@koinonia/api-client';
import { demoAccount, type Conversation, type ConversationMessage } from '@koinonia/contracts';

let made = 0;
const newId = () => `00000000-0000-4000-8000-${String((made += 1)).padStart(12, '0')}`;

/** The reader of every test: the demo member, as renderWithShell signs in. */
export const reader = { userId: demoAccount('member').id, name: 'Miriam Okafor' };
export const leader = { userId: demoAccount('leader').id, name: 'Lucas Ferreira' };
export const pastor = { userId: demoAccount('pastor').id, name: 'Paul Anderson' };

export function message(
  conversationId: string,
  sequence: number,
  from: { userId: string; name: string },
  body: string,
): ConversationMessage {
  return {
    id: newId(),
    conversationId,
    sequence,
    senderId: from.userId,
    senderName: from.name,
    body,
    clientId: null,
    // Sent a moment ago (one minute per sequence), so the sender may still edit it.
    createdAt: new Date(Date.now() - (100 - sequence) * 60_000).toISOString(),
    editedAt: null,
    deletedAt: null,
  };
}

/** A conversation as the service keeps it, with every message. */
export interface FakeConversation {
  conversation: Conversation;
  messages: ConversationMessage[];
}

export function direct(other = leader, bodies: Array<[typeof reader, string]> = []): FakeConversation {
  const id = newId();
  const messages = bodies.map(([from, body], index) => message(id, index + 1, from, body));
  return {
    conversation: {
      id,
      kind: 'direct',
      title: null,
      createdBy: reader.userId,
      members: [reader, other].map((person) => ({ userId: person.userId, name: person.name, lastReadSequence: 0 })),
      lastMessage: messages[messages.length - 1] ?? null,
      lastActivityAt: '2026-11-20T09:00:00.000Z',
      unreadCount: messages.filter((sent) => sent.senderId !== reader.userId).length,
    },
    messages,
  };
}

/**
 * The conversations endpoints over the given conversations: enough for the screens (list, one, its messages, send,
 * read, people, start, edit, delete, report). `failSends` makes the next sends fail as a lost network would.
 */
export function fakeConversationsApi(conversations: FakeConversation[]) {
  const calls: Array<{ method: string; url: string; body?: unknown; headers?: Readonly<Record<string, string>> }> = [];
  const state = { failSends: 0, reported: new Set<string>() };
  const find = (id: string) => {
    const found = conversations.find((entry) => entry.conversation.id === id);
    if (!found) throw new ApiError(404, 'This conversation was not found', { code: 'conversation_not_found' });
    return found;
  };
  const apiRequest = async <Result>(
    method: string,
    url: string,
    body?: unknown,
    options?: { headers?: Readonly<Record<string, string>> },
  ) => {
    calls.push({ method, url, body, headers: options?.headers });
    const { pathname, searchParams } = new URL(url, 'http://app.test');
    const parts = pathname.split('/').filter(Boolean); // api, conversations, id?, what?
    if (method === 'GET' && pathname === '/api/conversations') {
      const kind = searchParams.get('kind');
      return {
        items: conversations.map((entry) => entry.conversation).filter((entry) => !kind || entry.kind === kind),
        nextCursor: null,
      } as Result;
    }
    if (method === 'GET' && pathname === '/api/conversations/people') {
      return {
        items: [leader, pastor].filter((person) =>
          person.name.toLowerCase().includes((searchParams.get('q') ?? '').toLowerCase()),
        ),
      } as Result;
    }
    if (method === 'POST' && pathname === '/api/conversations') {
      const started = direct(leader);
      conversations.push(started);
      return started.conversation as Result;
    }
    if (parts[2] === 'messages') {
      const holder = conversations.find((held) => held.messages.some((sent) => sent.id === parts[3]));
      const index = holder?.messages.findIndex((sent) => sent.id === parts[3]) ?? -1;
      if (!holder || index < 0) throw new ApiError(404, 'This message was not found', { code: 'message_not_found' });
      const held = holder.messages[index]!;
      if (method === 'POST' && parts[4] === 'reports') {
        if (state.reported.has(held.id))
          throw new ApiError(409, 'You have reported this message already', { code: 'message_already_reported' });
        state.reported.add(held.id);
        return { reported: true } as Result;
      }
      const at = new Date().toISOString();
      const changed =
        method === 'DELETE'
          ? { ...held, body: '', deletedAt: at }
          : { ...held, body: (body as { body: string }).body, editedAt: at };
      holder.messages[index] = changed;
      return changed as Result;
    }
    const entry = find(parts[2]!);
    if (method === 'GET' && parts.length === 3) return entry.conversation as Result;
    if (method === 'GET' && parts[3] === 'messages') {
      const since = searchParams.get('since');
      if (since !== null)
        return { items: entry.messages.filter((sent) => sent.sequence > Number(since)), nextCursor: null } as Result;
      return { items: [...entry.messages].reverse(), nextCursor: null } as Result;
    }
    if (method === 'POST' && parts[3] === 'messages') {
      if (state.failSends > 0) {
        state.failSends -= 1;
        throw new ApiError(0, 'Network error');
      }
      const clientId = options?.headers?.['Idempotency-Key'] ?? null;
      const existing = entry.messages.find((sent) => sent.clientId === clientId);
      if (existing) return existing as Result;
      const sent = {
        ...message(entry.conversation.id, entry.messages.length + 1, reader, (body as { body: string }).body),
        clientId,
      };
      entry.messages.push(sent);
      return sent as Result;
    }
    if (method === 'DELETE' && parts[3] === 'members') {
      entry.conversation = {
        ...entry.conversation,
        members: entry.conversation.members.filter((member) => member.userId !== parts[4]),
      };
      return undefined as Result;
    }
    if (method === 'POST' && parts[3] === 'read') {
      return { lastReadSequence: (body as { upTo: number }).upTo, unreadTotal: 0 } as Result;
    }
    throw new Error(`Not faked: ${method} ${url}`);
  };
  return { apiRequest: apiRequest as never, calls, state };
}
