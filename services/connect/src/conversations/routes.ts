import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import {
  conversationContract,
  GROUP_CONVERSATION_MAX_MEMBERS,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  MESSAGE_WRITE_WINDOW_SECONDS,
  MESSAGE_WRITES_PER_WINDOW,
  type ConversationRealtimeMessage,
} from '@koinonia/contracts';
import {
  access,
  createWindowCounter,
  HttpError,
  keysetResult,
  route,
  validationFailed,
  uuidFromKey,
  type Logger,
  type RedisClient,
  type SignedInIdentity,
} from '@koinonia/service-kit';
import {
  conversationPosition,
  directPair,
  editRefusal,
  messageNotificationOf,
  messagePosition,
  nextCreator,
  removal,
  toConversation,
  toMessage,
  type ConversationReader,
  type ConversationRecord,
  type MessageRecord,
} from './domain';
import type { PublishToPerson } from './realtime-publisher';
import type { ConversationStore } from './store';
import type { Notice } from '../notifications/notifier';

const notFound = () => new HttpError(404, 'This conversation was not found', { code: 'conversation_not_found' });
const messageNotFound = () => new HttpError(404, 'This message was not found', { code: 'message_not_found' });
const notSender = (doing: string) =>
  new HttpError(403, `Only the person who sent a message can ${doing} it`, { code: 'message_not_sender' });
const alreadyDeleted = () => new HttpError(409, 'This message was deleted', { code: 'message_deleted' });

/** A member with no church has no one to write to (they see what a visitor sees). */
function readerOf(caller: SignedInIdentity): ConversationReader | null {
  return caller.churchId ? { userId: caller.userId, churchId: caller.churchId, name: caller.displayName ?? '' } : null;
}

function churchReader(caller: SignedInIdentity): ConversationReader {
  const reader = readerOf(caller);
  if (!reader) throw new HttpError(403, 'Join a church to send messages to its people', { code: 'church_required' });
  return reader;
}

/** The client id of a message: the Idempotency-Key header, else the body's clientId (lower case), else none. */
function clientIdOf(req: Request, bodyClientId: string | undefined): string | null {
  const sent = req.header(IDEMPOTENCY_KEY_HEADER);
  if (sent === undefined) return bodyClientId?.toLowerCase() ?? null;
  const key = idempotencyKeySchema.safeParse(sent);
  if (!key.success) {
    throw validationFailed([
      { path: IDEMPOTENCY_KEY_HEADER, message: key.error.issues[0]!.message, code: 'invalid_format', format: 'uuid' },
    ]);
  }
  return key.data.toLowerCase();
}

/** The id of the email and push notice of one message to one member (the same, however often it is told). */
const messageNoticeId = (messageId: string, userId: string) => uuidFromKey(`message-notice:${messageId}:${userId}`);

export interface ConversationRouteDeps {
  store: ConversationStore;
  publish: PublishToPerson;
  logger: Logger;
  /** Tells of a message by email and push, as each member's settings for messages say (the notifier's send). */
  notifyElsewhere?: (notices: Notice[]) => Promise<void>;
  /** Counts one message, edit or report of the person's; false when they are past the limit for now. */
  countWrite(userId: string): Promise<boolean>;
  now?: () => Date;
}

/** MESSAGE_WRITES_PER_WINDOW messages, edits and reports per person, counted in Redis so every replica shares it. */
export function createMessageWriteCounter(redis: RedisClient): ConversationRouteDeps['countWrite'] {
  const counter = createWindowCounter(redis, 'message-writes:person', {
    limit: MESSAGE_WRITES_PER_WINDOW,
    windowSeconds: MESSAGE_WRITE_WINDOW_SECONDS,
  });
  return async (userId) => !counter.isOver(await counter.hit(userId));
}

const tooManyWrites = () =>
  new HttpError(429, 'You are sending very fast. Please wait a minute and try again.', { code: 'rate_limited' });

/** SPEC §2 /messages and /chat, §7 GET /api/conversations/{id}/messages: conversations of people of one church. */
export function conversationRoutes({ store, publish, logger, notifyElsewhere, countWrite, now = () => new Date() }: ConversationRouteDeps) {
  async function limitWrites(userId: string) {
    if (!(await countWrite(userId))) throw tooManyWrites();
  }

  /** The conversation if the caller is in it; anyone else's is not there for them (404, never 403). */
  async function ownConversation(conversationId: string, caller: SignedInIdentity) {
    const reader = readerOf(caller);
    const conversation = reader ? await store.find(conversationId, reader) : undefined;
    if (!conversation || !reader) throw notFound();
    return { conversation, reader };
  }

  /** Everyone named must be an active person of the caller's church. */
  async function churchPeople(reader: ConversationReader, userIds: readonly string[]): Promise<string[]> {
    const unique = [...new Set(userIds.map((id) => id.toLowerCase()))].filter((id) => id !== reader.userId);
    const found = await store.churchPeople(reader.churchId, unique);
    if (found.length !== unique.length || unique.length === 0) {
      throw new HttpError(400, 'Choose people of your church', { code: 'conversation_person_unknown' });
    }
    return unique;
  }

  function tell(userIds: readonly string[], message: ConversationRealtimeMessage) {
    return Promise.all(userIds.map((userId) => publish(userId, message)));
  }

  /** Live to every member, and one notification per conversation to the others whose settings show messages. */
  async function announce(conversation: ConversationRecord, message: MessageRecord) {
    const memberIds = conversation.members.map((member) => member.userId);
    await tell(memberIds, { type: 'message', conversationId: conversation.id, message: toMessage(message) });
    try {
      const others = memberIds.filter((userId) => userId !== message.senderId);
      const content = messageNotificationOf(conversation, message);
      for (const userId of await store.wantMessageNotifications(others)) {
        await publish(userId, await store.keepMessageNotification(userId, conversation.id, content));
      }
      // The app's one notice per conversation is kept above; each message may still go by email or push.
      await notifyElsewhere?.(others.map((userId) => ({ id: messageNoticeId(message.id, userId), userId, ...content, only: ['email', 'push'] })));
    } catch (error) {
      logger.warn({ err: error }, 'could not notify of a message');
    }
  }

  /** The message and its conversation if the caller is in it; a message of anyone else's is not there (404). */
  async function ownMessage(messageId: string, caller: SignedInIdentity) {
    const reader = readerOf(caller);
    const message = reader ? await store.findMessage(messageId.toLowerCase()) : undefined;
    const conversation = message && reader ? await store.find(message.conversationId, reader) : undefined;
    if (!message || !conversation || !reader) throw messageNotFound();
    return { message, conversation, reader };
  }

  /** An edit or a deletion reaches every member live (on whichever replica their sockets are). */
  function announceChange(conversation: ConversationRecord, message: MessageRecord) {
    return tell(
      conversation.members.map((member) => member.userId),
      { type: 'message_changed', conversationId: conversation.id, message: toMessage(message) },
    );
  }

  async function reread(conversationId: string, reader: ConversationReader) {
    const conversation = await store.find(conversationId, reader);
    if (!conversation) throw notFound();
    return toConversation(conversation, { preview: false });
  }

  return [
    route(conversationContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const page = { after: query.cursor ?? null, limit: query.limit };
        const records = await store.list(reader, { ...page, kind: query.kind });
        return keysetResult(records, page, conversationPosition, (record) => toConversation(record, { preview: true }));
      },
    }),

    route(conversationContract.unread, {
      access: access.signedIn,
      async handle({ caller }) {
        return { total: readerOf(caller) ? await store.unreadTotal(caller.userId) : 0 };
      },
    }),

    route(conversationContract.people, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [] };
        return { items: await store.searchPeople(reader.churchId, reader.userId, query.q, query.limit) };
      },
    }),

    route(conversationContract.create, {
      access: access.signedIn,
      async handle({ caller, body, res }) {
        const reader = churchReader(caller);
        const at = now();
        const memberIds = await churchPeople(reader, body.kind === 'direct' ? [body.memberId] : body.memberIds);
        const { id, created } = await store.create({
          id: randomUUID(),
          churchId: reader.churchId,
          kind: body.kind,
          title: body.kind === 'group' ? body.title : null,
          createdBy: reader.userId,
          memberIds: [reader.userId, ...memberIds],
          directPair: body.kind === 'direct' ? directPair(reader.churchId, reader.userId, memberIds[0]!) : null,
          at,
        });
        if (!created) res.status(200);
        else await tell(memberIds, { type: 'conversation', conversationId: id });
        return reread(id, reader);
      },
    }),

    route(conversationContract.get, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { conversation } = await ownConversation(params.conversationId, caller);
        return toConversation(conversation, { preview: false });
      },
    }),

    route(conversationContract.messages, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const { conversation } = await ownConversation(params.conversationId, caller);
        if (query.since !== undefined) {
          // What a reconnecting client missed, oldest first; a full page means "ask again from its last one".
          const records = await store.messagesSince(conversation.id, query.since, query.limit);
          return { items: records.map(toMessage), nextCursor: null };
        }
        const page = { after: query.cursor ?? null, limit: query.limit };
        const records = await store.messagesBefore(conversation.id, page);
        return keysetResult(records, page, messagePosition, toMessage);
      },
    }),

    // A resend with the same client id (a lost answer, a retry) answers the first message with 200, never a second.
    route(conversationContract.send, {
      access: access.signedIn,
      async handle({ caller, params, body, req, res }) {
        const { conversation } = await ownConversation(params.conversationId, caller);
        await limitWrites(caller.userId);
        const clientId = clientIdOf(req, body.clientId);
        const { message, created } = await store.addMessage(conversation.id, {
          id: randomUUID(),
          senderId: caller.userId,
          body: body.body,
          clientId,
          at: now(),
        });
        if (!created) {
          res.status(200);
          return toMessage(message);
        }
        await announce(conversation, message);
        return toMessage(message);
      },
    }),

    route(conversationContract.editMessage, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { message, conversation, reader } = await ownMessage(params.messageId, caller);
        const at = now();
        const refusal = editRefusal(message, reader.userId, at);
        if (refusal === 'not_sender') throw notSender('edit');
        if (refusal === 'deleted') throw alreadyDeleted();
        if (refusal === 'window_passed') {
          throw new HttpError(409, 'A message can be edited for 24 hours after it was sent', {
            code: 'message_edit_window_passed',
          });
        }
        // The same words again change nothing (a double click, a retry): no "edited", nobody told.
        if (message.body === body.body) return toMessage(message);
        await limitWrites(reader.userId);
        const edited = await store.editMessage(message.id, body.body, at);
        if (!edited) throw alreadyDeleted();
        await announceChange(conversation, edited);
        return toMessage(edited);
      },
    }),

    // Deleting again answers the deleted message (a retry of a lost answer), 200 both times.
    route(conversationContract.deleteMessage, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { message, conversation, reader } = await ownMessage(params.messageId, caller);
        if (message.senderId !== reader.userId) throw notSender('delete');
        if (message.deletedAt) return toMessage(message);
        const deleted = await store.deleteMessage(message.id, now());
        await announceChange(conversation, deleted);
        return toMessage(deleted);
      },
    }),

    route(conversationContract.reportMessage, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { message, conversation, reader } = await ownMessage(params.messageId, caller);
        if (message.senderId === reader.userId) {
          throw new HttpError(403, 'You cannot report your own message', { code: 'message_own_report' });
        }
        if (message.deletedAt) throw alreadyDeleted();
        await limitWrites(reader.userId);
        const outcome = await store.addReport(
          { messageId: message.id, reporterId: reader.userId, reason: body.reason, details: body.details },
          { conversationId: conversation.id, churchId: conversation.churchId, message },
        );
        if (outcome === 'already') {
          throw new HttpError(409, 'You have reported this message already', { code: 'message_already_reported' });
        }
        return { reported: true as const };
      },
    }),

    route(conversationContract.read, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { conversation, reader } = await ownConversation(params.conversationId, caller);
        const before = conversation.members.find((member) => member.userId === reader.userId)?.lastReadSequence ?? 0;
        const lastReadSequence = await store.markRead(conversation.id, reader.userId, body.upTo);
        if (lastReadSequence > before) {
          await tell(
            conversation.members.map((member) => member.userId),
            { type: 'read', conversationId: conversation.id, userId: reader.userId, lastReadSequence },
          );
        }
        if (lastReadSequence >= conversation.lastSequence)
          await store.markMessageNotificationRead(reader.userId, conversation.id);
        return { lastReadSequence, unreadTotal: await store.unreadTotal(reader.userId) };
      },
    }),

    route(conversationContract.addMembers, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { conversation, reader } = await ownConversation(params.conversationId, caller);
        if (conversation.kind !== 'group') {
          throw new HttpError(409, 'People are added to a group, not to a conversation of two', {
            code: 'conversation_not_group',
          });
        }
        if (conversation.createdBy !== reader.userId) {
          throw new HttpError(403, 'Only the person who started the group can add people', {
            code: 'not_conversation_creator',
          });
        }
        const adding = (await churchPeople(reader, body.memberIds)).filter(
          (userId) => !conversation.members.some((member) => member.userId === userId),
        );
        if (conversation.members.length + adding.length > GROUP_CONVERSATION_MAX_MEMBERS) {
          throw new HttpError(409, `A group has at most ${GROUP_CONVERSATION_MAX_MEMBERS} people`, {
            code: 'conversation_full',
          });
        }
        await store.addMembers(conversation.id, adding, now());
        await tell([...conversation.members.map((member) => member.userId), ...adding], {
          type: 'conversation',
          conversationId: conversation.id,
        });
        return reread(conversation.id, reader);
      },
    }),

    route(conversationContract.removeMember, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { conversation, reader } = await ownConversation(params.conversationId, caller);
        const userId = params.userId.toLowerCase();
        const kind = removal(conversation, reader.userId, userId);
        if (kind === 'not_group') {
          throw new HttpError(409, 'A conversation of two cannot be left', { code: 'conversation_not_group' });
        }
        if (kind === 'not_creator') {
          throw new HttpError(403, 'Only the person who started the group can remove people', {
            code: 'not_conversation_creator',
          });
        }
        if (kind === 'absent') return;
        const handOver = userId === conversation.createdBy ? nextCreator(conversation.members, userId) : undefined;
        await store.removeMember(conversation.id, userId, handOver);
        await tell(
          conversation.members.map((member) => member.userId),
          { type: 'conversation', conversationId: conversation.id },
        );
      },
    }),
  ];
}
