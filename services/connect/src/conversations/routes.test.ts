import { randomUUID } from 'node:crypto';
import {
  connectEventTypes,
  DEMO_CHURCH,
  demoAccount,
  MESSAGE_WRITES_PER_WINDOW,
  NEIGHBOUR_CHURCH,
  NEIGHBOUR_MEMBER,
  notificationChannel,
} from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';

const caller = (role: Parameters<typeof demoAccount>[0], displayName: string) => {
  const account = demoAccount(role);
  return { userId: account.id, role: account.role, churchId: DEMO_CHURCH.id, displayName };
};
const asMember = caller('member', 'Miriam Okafor');
const asLeader = caller('leader', 'Lucas Ferreira');
const asPastor = caller('pastor', 'Paul Anderson');
const asGroupAdmin = caller('group_admin', 'Grace Kim');
const asNeighbour = {
  userId: NEIGHBOUR_MEMBER.id,
  role: 'member' as const,
  churchId: NEIGHBOUR_CHURCH.id,
  displayName: 'Hannah Lee',
};
const withoutChurch = {
  userId: '00000000-0000-4000-8000-0000000000fd',
  role: 'member' as const,
  churchId: null,
  displayName: 'Nia New',
};

let service: TestService;

beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

async function group(as = asMember, memberIds = [asLeader.userId, asPastor.userId], title = 'Worship team') {
  const response = await service.request('POST', '/api/conversations', {
    as,
    body: { kind: 'group', title, memberIds },
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; createdBy: string; members: Array<{ userId: string }> };
}

async function send(
  conversationId: string,
  as: typeof asMember | typeof withoutChurch,
  body: string,
  headers: Record<string, string> = {},
) {
  return service.request('POST', `/api/conversations/${conversationId}/messages`, { as, body: { body }, headers });
}

describe('starting conversations', () => {
  it('finds the one direct conversation of a pair again, whoever starts it', async () => {
    const first = await service.request('POST', '/api/conversations', {
      as: asMember,
      body: { kind: 'direct', memberId: asGroupAdmin.userId },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'direct', title: null, unreadCount: 0, lastMessage: null });
    expect(first.body.members.map((member: { name: string }) => member.name).sort()).toEqual([
      'Grace Kim',
      'Miriam Okafor',
    ]);
    const again = await service.request('POST', '/api/conversations', {
      as: asGroupAdmin,
      body: { kind: 'direct', memberId: asMember.userId },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('refuses someone of another church, oneself alone, or a group too small', async () => {
    const neighbour = await service.request('POST', '/api/conversations', {
      as: asMember,
      body: { kind: 'direct', memberId: asNeighbour.userId },
    });
    expect(neighbour.status).toBe(400);
    expect(neighbour.body.code).toBe('conversation_person_unknown');
    const self = await service.request('POST', '/api/conversations', {
      as: asMember,
      body: { kind: 'direct', memberId: asMember.userId },
    });
    expect(self.status).toBe(400);
    const small = await service.request('POST', '/api/conversations', {
      as: asMember,
      body: { kind: 'group', title: 'Two', memberIds: [asLeader.userId] },
    });
    expect(small.status).toBe(400);
    const untitled = await service.request('POST', '/api/conversations', {
      as: asMember,
      body: { kind: 'group', title: '  ', memberIds: [asLeader.userId, asPastor.userId] },
    });
    expect(untitled.status).toBe(400);
  });

  it('asks a member without a church to join one', async () => {
    const response = await service.request('POST', '/api/conversations', {
      as: withoutChurch,
      body: { kind: 'direct', memberId: asLeader.userId },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('church_required');
    expect((await service.request('GET', '/api/conversations', { as: withoutChurch })).body).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('finds people of the caller’s church by name, never the caller or another church’s', async () => {
    const response = await service.request('GET', '/api/conversations/people?q=luc', { as: asMember });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([{ userId: asLeader.userId, name: 'Lucas Ferreira' }]);
    const everyone = await service.request('GET', '/api/conversations/people?limit=20', { as: asMember });
    const ids = everyone.body.items.map((person: { userId: string }) => person.userId);
    expect(ids).not.toContain(asMember.userId);
    expect(ids).not.toContain(asNeighbour.userId);
    expect((await service.request('GET', '/api/conversations/people?q=%25', { as: asMember })).body.items).toEqual([]);
  });
});

describe('messages', () => {
  it('keeps one message for a resent client id and answers the first again with 200', async () => {
    const { id } = await group();
    const key = randomUUID();
    const first = await send(id, asMember, 'Practice at seven?', { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      sequence: 1,
      senderName: 'Miriam Okafor',
      body: 'Practice at seven?',
      clientId: key,
    });
    const again = await send(id, asMember, 'Practice at seven?', { 'Idempotency-Key': key.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const byBody = await service.request('POST', `/api/conversations/${id}/messages`, {
      as: asMember,
      body: { body: 'Again', clientId: key },
    });
    expect(byBody.status).toBe(200);
    const page = await service.request('GET', `/api/conversations/${id}/messages`, { as: asLeader });
    expect(page.body.items).toHaveLength(1);
  });

  it('refuses an empty, too long or control-character message and a bad key', async () => {
    const { id } = await group();
    expect((await send(id, asMember, '   ')).status).toBe(400);
    expect((await send(id, asMember, 'x'.repeat(4001))).status).toBe(400);
    expect((await send(id, asMember, 'bell\u0007')).status).toBe(400);
    expect((await send(id, asMember, 'ok', { 'Idempotency-Key': 'not-a-uuid' })).status).toBe(400);
    const multiline = await send(id, asMember, '  line one\nline two  ');
    expect(multiline.status).toBe(201);
    expect(multiline.body.body).toBe('line one\nline two');
  });

  it('pages newest first with a cursor, and answers what came after a sequence oldest first', async () => {
    const { id } = await group();
    for (const [index, as] of [asMember, asLeader, asPastor, asMember, asLeader].entries()) {
      expect((await send(id, as, `Message ${index + 1}`)).status).toBe(201);
    }
    const newest = await service.request('GET', `/api/conversations/${id}/messages?limit=2`, { as: asPastor });
    expect(newest.body.items.map((message: { body: string }) => message.body)).toEqual(['Message 5', 'Message 4']);
    const older = await service.request(
      'GET',
      `/api/conversations/${id}/messages?limit=2&cursor=${newest.body.nextCursor}`,
      { as: asPastor },
    );
    expect(older.body.items.map((message: { sequence: number }) => message.sequence)).toEqual([3, 2]);
    const missed = await service.request('GET', `/api/conversations/${id}/messages?since=2`, { as: asPastor });
    expect(missed.body.items.map((message: { sequence: number }) => message.sequence)).toEqual([3, 4, 5]);
    expect(
      (
        await service.request('GET', `/api/conversations/${id}/messages?since=2&cursor=${newest.body.nextCursor}`, {
          as: asPastor,
        })
      ).status,
    ).toBe(400);
  });

  it('is a 404 to anyone not in the conversation, another church included', async () => {
    const { id } = await group();
    for (const as of [asGroupAdmin, asNeighbour, withoutChurch]) {
      expect((await service.request('GET', `/api/conversations/${id}`, { as })).status).toBe(404);
      expect((await service.request('GET', `/api/conversations/${id}/messages`, { as })).status).toBe(404);
      expect((await send(id, as, 'Let me in')).status).toBe(404);
      expect((await service.request('POST', `/api/conversations/${id}/read`, { as, body: { upTo: 1 } })).status).toBe(
        404,
      );
    }
  });
});

describe('a flood of messages', () => {
  it('is refused with a 429 past the limit of messages a minute, counted across replicas in Redis', async () => {
    // Someone no other test writes as: the count is theirs alone.
    const flooder = caller('ministry_admin', 'Samuel Mensah');
    const { id } = await group(flooder, [asMember.userId, asLeader.userId], 'Flood test');
    const statuses: number[] = [];
    for (let index = 0; index <= MESSAGE_WRITES_PER_WINDOW; index += 1)
      statuses.push((await send(id, flooder, `Message ${index}`)).status);
    expect(statuses.slice(0, MESSAGE_WRITES_PER_WINDOW).every((status) => status === 201)).toBe(true);
    expect(statuses[MESSAGE_WRITES_PER_WINDOW]).toBe(429);
    const refused = await send(id, flooder, 'One too many');
    expect(refused.body).toMatchObject({ code: 'rate_limited' });
  });
});

describe('unread counts and read receipts', () => {
  it('counts others’ messages after the read mark, which never moves back', async () => {
    const { id } = await group(asMember, [asLeader.userId, asGroupAdmin.userId], 'Counting');
    const before = (await service.request('GET', '/api/conversations/unread', { as: asGroupAdmin })).body.total;
    await send(id, asMember, 'One');
    await send(id, asLeader, 'Two');
    await send(id, asGroupAdmin, 'Mine');
    const listed = await service.request('GET', '/api/conversations', { as: asGroupAdmin });
    const conversation = listed.body.items.find((item: { id: string }) => item.id === id);
    // Sending reads up to one's own message.
    expect(conversation.unreadCount).toBe(0);
    await send(id, asLeader, 'Three');
    expect((await service.request('GET', '/api/conversations/unread', { as: asGroupAdmin })).body.total).toBe(
      before + 1,
    );
    const read = await service.request('POST', `/api/conversations/${id}/read`, {
      as: asGroupAdmin,
      body: { upTo: 99 },
    });
    expect(read.body).toEqual({ lastReadSequence: 4, unreadTotal: before });
    const back = await service.request('POST', `/api/conversations/${id}/read`, {
      as: asGroupAdmin,
      body: { upTo: 1 },
    });
    expect(back.body.lastReadSequence).toBe(4);
    const seen = await service.request('GET', `/api/conversations/${id}`, { as: asMember });
    expect(
      seen.body.members.find((member: { userId: string }) => member.userId === asGroupAdmin.userId).lastReadSequence,
    ).toBe(4);
  });

  it('lists the latest activity first with a preview of the last message', async () => {
    const older = await group(asMember, [asLeader.userId, asPastor.userId], 'Older');
    const newer = await group(asMember, [asLeader.userId, asPastor.userId], 'Newer');
    await send(newer.id, asLeader, 'x'.repeat(300));
    await send(older.id, asLeader, 'Back to the top');
    const listed = await service.request('GET', '/api/conversations?kind=group&limit=2', { as: asMember });
    expect(listed.body.items.map((item: { title: string }) => item.title)).toEqual(['Older', 'Newer']);
    expect(listed.body.items[1].lastMessage.body).toHaveLength(140);
    const next = await service.request(
      'GET',
      `/api/conversations?kind=group&limit=2&cursor=${listed.body.nextCursor}`,
      { as: asMember },
    );
    expect(next.body.items.map((item: { id: string }) => item.id)).not.toContain(older.id);
  });
});

describe('groups', () => {
  it('lets its creator add and remove people, anyone leave, and hands it on when the creator leaves', async () => {
    const { id } = await group(asMember, [asLeader.userId, asPastor.userId], 'Team');
    const byOther = await service.request('POST', `/api/conversations/${id}/members`, {
      as: asLeader,
      body: { memberIds: [asGroupAdmin.userId] },
    });
    expect(byOther.status).toBe(403);
    const added = await service.request('POST', `/api/conversations/${id}/members`, {
      as: asMember,
      body: { memberIds: [asGroupAdmin.userId] },
    });
    expect(added.status).toBe(200);
    expect(added.body.members).toHaveLength(4);
    expect(
      (await service.request('DELETE', `/api/conversations/${id}/members/${asPastor.userId}`, { as: asLeader })).status,
    ).toBe(403);
    expect(
      (await service.request('DELETE', `/api/conversations/${id}/members/${asPastor.userId}`, { as: asMember })).status,
    ).toBe(204);
    expect((await service.request('GET', `/api/conversations/${id}`, { as: asPastor })).status).toBe(404);
    expect(
      (await service.request('DELETE', `/api/conversations/${id}/members/${asLeader.userId}`, { as: asLeader })).status,
    ).toBe(204);
    expect(
      (await service.request('DELETE', `/api/conversations/${id}/members/${asMember.userId}`, { as: asMember })).status,
    ).toBe(204);
    const handedOn = await service.request('GET', `/api/conversations/${id}`, { as: asGroupAdmin });
    expect(handedOn.body.createdBy).toBe(asGroupAdmin.userId);
  });

  it('cannot be left when it is a conversation of two', async () => {
    const direct = await service.request('POST', '/api/conversations', {
      as: asPastor,
      body: { kind: 'direct', memberId: asLeader.userId },
    });
    const response = await service.request(
      'DELETE',
      `/api/conversations/${direct.body.id}/members/${asPastor.userId}`,
      { as: asPastor },
    );
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('conversation_not_group');
  });
});

describe('notifications and realtime', () => {
  it('keeps one notification per conversation for the others, as their settings allow', async () => {
    const { id } = await group(asLeader, [asMember.userId, asPastor.userId], 'Notified');
    expect(
      (
        await service.request('PUT', '/api/notifications/settings', {
          as: asPastor,
          body: { type: 'message', channels: { inApp: false, email: false, push: false } },
        })
      ).status,
    ).toBe(200);
    await send(id, asLeader, 'First');
    await send(id, asLeader, 'Second');
    const forMember = await service
      .db('connect.notifications')
      .where({ user_id: asMember.userId, action_url: `/messages/${id}` });
    expect(forMember).toHaveLength(1);
    expect(forMember[0]).toMatchObject({
      type: 'message',
      message: 'Second',
      is_read: false,
      title: 'Lucas Ferreira in Notified',
    });
    expect(
      await service.db('connect.notifications').where({ user_id: asPastor.userId, action_url: `/messages/${id}` }),
    ).toHaveLength(0);
    expect(
      await service.db('connect.notifications').where({ user_id: asLeader.userId, action_url: `/messages/${id}` }),
    ).toHaveLength(0);
    await service.request('POST', `/api/conversations/${id}/read`, { as: asMember, body: { upTo: 2 } });
    expect(
      (await service.db('connect.notifications').where({ user_id: asMember.userId, action_url: `/messages/${id}` }))[0]
        .is_read,
    ).toBe(true);
  });

  it('publishes a new message and a read receipt on each member’s channel', async () => {
    const { id } = await group(asMember, [asLeader.userId, asPastor.userId], 'Live');
    const subscriber = service.redis.duplicate();
    const received: unknown[] = [];
    subscriber.on('message', (_channel: string, payload: string) => received.push(JSON.parse(payload)));
    await subscriber.subscribe(notificationChannel(asLeader.userId));
    const sent = await send(id, asMember, 'Hello live');
    await service.request('POST', `/api/conversations/${id}/read`, { as: asLeader, body: { upTo: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toContainEqual({ type: 'message', conversationId: id, message: sent.body });
    expect(received).toContainEqual({ type: 'read', conversationId: id, userId: asLeader.userId, lastReadSequence: 1 });
    expect(received).toContainEqual(expect.objectContaining({ type: 'message', actionUrl: `/messages/${id}` }));
    await subscriber.quit();
  });
});

describe('editing, deleting and reporting messages', () => {
  const messageUrl = (messageId: string) => `/api/conversations/messages/${messageId}`;

  async function groupWithMessage(body = 'Practice is at seven') {
    const { id } = await group(asMember, [asLeader.userId, asPastor.userId], 'Choir');
    const sent = await send(id, asMember, body);
    expect(sent.status).toBe(201);
    return { conversationId: id, messageId: sent.body.id as string };
  }

  it('lets the sender edit their message: everyone reads the new words, marked edited', async () => {
    const { conversationId, messageId } = await groupWithMessage();
    const edited = await service.request('PATCH', messageUrl(messageId), {
      as: asMember,
      body: { body: '  Practice is at half past seven ' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: messageId, body: 'Practice is at half past seven', deletedAt: null });
    expect(typeof edited.body.editedAt).toBe('string');
    const seen = await service.request('GET', `/api/conversations/${conversationId}/messages`, { as: asLeader });
    expect(seen.body.items[0]).toMatchObject({ id: messageId, body: 'Practice is at half past seven' });
    expect(seen.body.items[0].editedAt).toBe(edited.body.editedAt);
  });

  it('refuses an edit by anyone but the sender, an empty or overlong one, and one after 24 hours', async () => {
    const { messageId } = await groupWithMessage();
    const byOther = await service.request('PATCH', messageUrl(messageId), { as: asLeader, body: { body: 'Mine now' } });
    expect(byOther.status).toBe(403);
    expect(byOther.body.code).toBe('message_not_sender');
    for (const stranger of [asGroupAdmin, asNeighbour]) {
      const response = await service.request('PATCH', messageUrl(messageId), { as: stranger, body: { body: 'Hi' } });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('message_not_found');
    }
    const empty = await service.request('PATCH', messageUrl(messageId), { as: asMember, body: { body: '   ' } });
    expect(empty.status).toBe(400);
    const long = await service.request('PATCH', messageUrl(messageId), { as: asMember, body: { body: 'a'.repeat(4001) } });
    expect(long.status).toBe(400);
    expect((await service.request('PATCH', messageUrl('not-an-id'), { as: asMember, body: { body: 'Hi' } })).status).toBe(400);
    expect((await service.request('PATCH', messageUrl(randomUUID()), { as: asMember, body: { body: 'Hi' } })).status).toBe(404);

    await service
      .db('connect.conversation_messages')
      .where({ id: messageId })
      .update({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const late = await service.request('PATCH', messageUrl(messageId), { as: asMember, body: { body: 'Too late' } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('message_edit_window_passed');
  });

  it('deletes a message for everyone, erasing its words from the database and from the notification that quoted it', async () => {
    const { conversationId, messageId } = await groupWithMessage('My phone number is 555-0100');
    const byOther = await service.request('DELETE', messageUrl(messageId), { as: asLeader });
    expect(byOther.status).toBe(403);
    expect(byOther.body.code).toBe('message_not_sender');

    const deleted = await service.request('DELETE', messageUrl(messageId), { as: asMember });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: messageId, body: '' });
    expect(typeof deleted.body.deletedAt).toBe('string');
    const row = await service.db('connect.conversation_messages').where({ id: messageId }).first();
    expect(row.body).toBe('');
    const notices = await service.db('connect.notifications').where({ action_url: `/messages/${conversationId}` });
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) expect(notice.message).not.toContain('555-0100');

    const seen = await service.request('GET', `/api/conversations/${conversationId}/messages`, { as: asPastor });
    expect(seen.body.items[0]).toMatchObject({ id: messageId, body: '', deletedAt: deleted.body.deletedAt });
    const listed = await service.request('GET', '/api/conversations?limit=50', { as: asLeader });
    const inList = listed.body.items.find((item: { id: string }) => item.id === conversationId);
    expect(inList.lastMessage).toMatchObject({ body: '', deletedAt: deleted.body.deletedAt });

    // Again (a retry): the same answer. An edit of a deleted message: 409.
    const again = await service.request('DELETE', messageUrl(messageId), { as: asMember });
    expect(again.status).toBe(200);
    expect(again.body.deletedAt).toBe(deleted.body.deletedAt);
    const edit = await service.request('PATCH', messageUrl(messageId), { as: asMember, body: { body: 'Back' } });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('message_deleted');
  });

  it('publishes an edit and a deletion on every member’s channel', async () => {
    const { conversationId, messageId } = await groupWithMessage();
    const subscriber = service.redis.duplicate();
    const received: Array<{ type: string; message?: { body: string; deletedAt: string | null } }> = [];
    subscriber.on('message', (_channel: string, payload: string) => received.push(JSON.parse(payload)));
    await subscriber.subscribe(notificationChannel(asPastor.userId));
    const edited = await service.request('PATCH', messageUrl(messageId), { as: asMember, body: { body: 'At eight' } });
    const deleted = await service.request('DELETE', messageUrl(messageId), { as: asMember });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([
      { type: 'message_changed', conversationId, message: edited.body },
      { type: 'message_changed', conversationId, message: deleted.body },
    ]);
    await subscriber.quit();
  });

  it('takes one report per person of someone else’s message, into its table and the outbox', async () => {
    const { conversationId, messageId } = await groupWithMessage('Buy my crypto course');
    const report = await service.request('POST', `${messageUrl(messageId)}/reports`, {
      as: asLeader,
      body: { reason: 'spam', details: ' Selling in the choir chat ' },
    });
    expect(report.status).toBe(201);
    expect(report.body).toEqual({ reported: true });
    const again = await service.request('POST', `${messageUrl(messageId)}/reports`, {
      as: asLeader,
      body: { reason: 'other' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('message_already_reported');
    const own = await service.request('POST', `${messageUrl(messageId)}/reports`, { as: asMember, body: { reason: 'spam' } });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('message_own_report');
    const stranger = await service.request('POST', `${messageUrl(messageId)}/reports`, {
      as: asGroupAdmin,
      body: { reason: 'spam' },
    });
    expect(stranger.status).toBe(404);
    const badReason = await service.request('POST', `${messageUrl(messageId)}/reports`, {
      as: asPastor,
      body: { reason: 'boring' },
    });
    expect(badReason.status).toBe(400);
    const longDetails = await service.request('POST', `${messageUrl(messageId)}/reports`, {
      as: asPastor,
      body: { reason: 'other', details: 'a'.repeat(1001) },
    });
    expect(longDetails.status).toBe(400);

    const reports = await service.db('connect.conversation_message_reports').where({ message_id: messageId });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reporter_id: asLeader.userId, reason: 'spam', details: 'Selling in the choir chat' });
    const events = await service
      .db('connect.outbox_events')
      .where({ type: connectEventTypes.conversationMessageReported })
      .whereRaw("payload->>'messageId' = ?", [messageId]);
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({
      reportId: reports[0].id,
      messageId,
      conversationId,
      churchId: DEMO_CHURCH.id,
      reporterId: asLeader.userId,
      senderId: asMember.userId,
      body: 'Buy my crypto course',
      reason: 'spam',
    });
  });
});
