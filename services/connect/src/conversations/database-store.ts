import { keysetPage, uuidFromKey, type Database, type Outbox } from '@koinonia/service-kit';
import { defaultChannels } from '../domain/notification-settings';
import { toUserNotification } from '../domain/notifications';
import type { NotificationRow } from '../store/notifications';
import { connectEventTypes, type ConversationKind, type ConversationMessageReportedEvent } from '@koinonia/contracts';
import { previewOf, type ConversationRecord, type MemberRecord, type MessageRecord } from './domain';
import type { ConversationStore } from './store';

const CONVERSATIONS = 'connect.conversations';
const MEMBERS = 'connect.conversation_members';
const MESSAGES = 'connect.conversation_messages';
const REPORTS = 'connect.conversation_message_reports';
/** What a conversation's notification says in place of a deleted message it quoted. */
const DELETED_MESSAGE_NOTICE = 'This message was deleted';

interface ConversationRow {
  id: string;
  church_id: string;
  kind: ConversationKind;
  title: string | null;
  created_by: string;
  last_sequence: string | number;
  last_activity_at: Date;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  sequence: string | number;
  sender_id: string;
  sender_name: string | null;
  body: string;
  client_id: string | null;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
}

/** The id of a person's one notification about a conversation: the same for every message of it. */
const messageNotificationId = (userId: string, conversationId: string) => uuidFromKey(`conversation-notification:${userId}:${conversationId}`);

const toMessageRecord = (row: MessageRow): MessageRecord => ({
  id: row.id,
  conversationId: row.conversation_id,
  sequence: Number(row.sequence),
  senderId: row.sender_id,
  senderName: row.sender_name,
  body: row.body,
  clientId: row.client_id,
  createdAt: new Date(row.created_at),
  editedAt: row.edited_at ? new Date(row.edited_at) : null,
  deletedAt: row.deleted_at ? new Date(row.deleted_at) : null,
});

/** Conversations in PostgreSQL (the connect schema). `outbox` records conversation.message_reported with each report. */
export function createDatabaseConversationStore(
  db: Database,
  deps: { outbox?: Pick<Outbox, 'record'> } = {},
): ConversationStore {
  /** Messages with their sender's name from connect's own copy of people. */
  const messageQuery = (query: Database = db) =>
    query(`${MESSAGES} as message`)
      .leftJoin('connect.people as sender', 'sender.user_id', 'message.sender_id')
      .select('message.*', 'sender.display_name as sender_name');

  /** Members, last messages and unread counts of the conversations, for the reader. */
  async function complete(rows: ConversationRow[], readerId: string): Promise<ConversationRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [members, lastMessages, unread] = await Promise.all([
      db(`${MEMBERS} as member`)
        .leftJoin('connect.people as person', 'person.user_id', 'member.user_id')
        .whereIn('member.conversation_id', ids)
        .orderBy([{ column: 'member.joined_at' }, { column: 'member.user_id' }])
        .select('member.*', 'person.display_name as name'),
      messageQuery()
        .join(`${CONVERSATIONS} as conversation`, function () {
          this.on('conversation.id', '=', 'message.conversation_id').andOn(
            'conversation.last_sequence',
            '=',
            'message.sequence',
          );
        })
        .whereIn('message.conversation_id', ids) as Promise<MessageRow[]>,
      db(`${MESSAGES} as message`)
        .join(`${MEMBERS} as member`, function () {
          this.on('member.conversation_id', '=', 'message.conversation_id');
        })
        .where('member.user_id', readerId)
        .whereIn('message.conversation_id', ids)
        .whereRaw('message.sequence > member.last_read_sequence')
        .whereNot('message.sender_id', readerId)
        .groupBy('message.conversation_id')
        .select('message.conversation_id', db.raw('count(*)::int as unread')) as Promise<
        Array<{ conversation_id: string; unread: number }>
      >,
    ]);
    const membersOf = new Map<string, MemberRecord[]>();
    for (const row of members as Array<{
      conversation_id: string;
      user_id: string;
      name: string | null;
      last_read_sequence: string;
      joined_at: Date;
    }>) {
      const list = membersOf.get(row.conversation_id) ?? [];
      list.push({
        userId: row.user_id,
        name: row.name,
        lastReadSequence: Number(row.last_read_sequence),
        joinedAt: new Date(row.joined_at),
      });
      membersOf.set(row.conversation_id, list);
    }
    const lastOf = new Map(lastMessages.map((row) => [row.conversation_id, toMessageRecord(row)]));
    const unreadOf = new Map(unread.map((row) => [row.conversation_id, Number(row.unread)]));
    return rows.map((row) => ({
      id: row.id,
      churchId: row.church_id,
      kind: row.kind,
      title: row.title,
      createdBy: row.created_by,
      lastSequence: Number(row.last_sequence),
      lastActivityAt: new Date(row.last_activity_at),
      members: membersOf.get(row.id) ?? [],
      lastMessage: lastOf.get(row.id) ?? null,
      unreadCount: unreadOf.get(row.id) ?? 0,
    }));
  }

  async function messageById(messageId: string): Promise<MessageRecord | undefined> {
    const row = (await messageQuery().where('message.id', messageId).first()) as MessageRow | undefined;
    return row ? toMessageRecord(row) : undefined;
  }

  /** The reader's conversations of their church. */
  const readersConversations = (reader: { userId: string; churchId: string }) =>
    db<ConversationRow>(`${CONVERSATIONS} as conversation`)
      .join(`${MEMBERS} as mine`, function () {
        this.on('mine.conversation_id', '=', 'conversation.id');
      })
      .where('mine.user_id', reader.userId)
      .where('conversation.church_id', reader.churchId)
      .select('conversation.*');

  return {
    async churchPeople(churchId, userIds) {
      if (userIds.length === 0) return [];
      const rows = await db('connect.people')
        .whereIn('user_id', [...userIds])
        .where({ church_id: churchId, status: 'active' })
        .select('user_id', 'display_name');
      return rows.map((row: { user_id: string; display_name: string }) => ({
        userId: row.user_id,
        name: row.display_name,
      }));
    },

    async searchPeople(churchId, excludeUserId, words, limit) {
      const query = db('connect.people')
        .where({ church_id: churchId, status: 'active' })
        .whereNot('user_id', excludeUserId)
        .orderByRaw('lower(display_name), user_id')
        .limit(limit)
        .select('user_id', 'display_name');
      // Each word may start any word of the name.
      for (const word of words.toLowerCase().split(/\s+/).filter(Boolean)) {
        const escaped = word.replace(/[\\%_]/g, (character) => `\\${character}`);
        query.where((inner) =>
          inner
            .whereRaw('lower(display_name) like ?', [`${escaped}%`])
            .orWhereRaw('lower(display_name) like ?', [`% ${escaped}%`]),
        );
      }
      const rows = await query;
      return rows.map((row: { user_id: string; display_name: string }) => ({
        userId: row.user_id,
        name: row.display_name,
      }));
    },

    async create(record) {
      return db.transaction(async (trx) => {
        const inserted = await trx(CONVERSATIONS)
          .insert({
            id: record.id,
            church_id: record.churchId,
            kind: record.kind,
            title: record.title,
            created_by: record.createdBy,
            direct_pair: record.directPair,
            last_activity_at: record.at,
            created_at: record.at,
          })
          .onConflict('direct_pair')
          .ignore()
          .returning('id');
        if (inserted.length === 0) {
          // The pair has its conversation already (made before, or a moment ago by the other person).
          const existing = await trx(CONVERSATIONS).where('direct_pair', record.directPair).first('id');
          return { id: (existing as { id: string }).id, created: false };
        }
        await trx(MEMBERS).insert(
          [...new Set(record.memberIds)].map((userId) => ({
            conversation_id: record.id,
            user_id: userId,
            joined_at: record.at,
          })),
        );
        return { id: record.id, created: true };
      });
    },

    async find(conversationId, reader) {
      const rows = await readersConversations(reader).where('conversation.id', conversationId);
      return (await complete(rows, reader.userId))[0];
    },

    async list(reader, options) {
      const query = readersConversations(reader);
      if (options.kind) query.where('conversation.kind', options.kind);
      const rows = await keysetPage(
        query,
        {
          sortColumn: 'conversation.last_activity_at',
          idColumn: 'conversation.id',
          direction: 'desc',
          sortKeyType: 'timestamp',
        },
        options,
      );
      return complete(rows, reader.userId);
    },

    async messagesBefore(conversationId, page) {
      const rows = await keysetPage(
        messageQuery().where('message.conversation_id', conversationId),
        { sortColumn: 'message.sequence', idColumn: 'message.id', direction: 'desc', sortKeyType: 'integer' },
        page,
      );
      return (rows as MessageRow[]).map(toMessageRecord);
    },

    async messagesSince(conversationId, sequence, limit) {
      const rows = await messageQuery()
        .where('message.conversation_id', conversationId)
        .where('message.sequence', '>', sequence)
        .orderBy('message.sequence', 'asc')
        .limit(limit);
      return (rows as MessageRow[]).map(toMessageRecord);
    },

    async addMessage(conversationId, message) {
      const id = await db.transaction(async (trx) => {
        // The conversation's row lock hands out sequences one at a time and serialises resends of one client id.
        const conversation = await trx(CONVERSATIONS).where('id', conversationId).forUpdate().first('last_sequence');
        if (!conversation) throw new Error('The conversation is gone');
        if (message.clientId) {
          const existing = await trx(MESSAGES)
            .where({ conversation_id: conversationId, sender_id: message.senderId, client_id: message.clientId })
            .first('id');
          if (existing) return { existing: (existing as { id: string }).id };
        }
        const sequence = Number((conversation as { last_sequence: string }).last_sequence) + 1;
        await trx(CONVERSATIONS)
          .where('id', conversationId)
          .update({ last_sequence: sequence, last_activity_at: message.at });
        await trx(MESSAGES).insert({
          id: message.id,
          conversation_id: conversationId,
          sequence,
          sender_id: message.senderId,
          body: message.body,
          client_id: message.clientId,
          created_at: message.at,
        });
        await trx(MEMBERS)
          .where({ conversation_id: conversationId, user_id: message.senderId })
          .where('last_read_sequence', '<', sequence)
          .update({ last_read_sequence: sequence });
        return { created: message.id };
      });
      const messageId = 'existing' in id ? id.existing : id.created;
      const row = (await messageQuery().where('message.id', messageId).first()) as MessageRow;
      return { message: toMessageRecord(row), created: 'created' in id };
    },

    findMessage: messageById,

    async editMessage(messageId, body, at) {
      const changed = await db(MESSAGES)
        .where('id', messageId)
        .whereNull('deleted_at')
        .update({ body, edited_at: at })
        .returning('id');
      if (changed.length === 0) return undefined;
      return messageById(messageId);
    },

    async deleteMessage(messageId, at) {
      await db.transaction(async (trx) => {
        const message = (await trx(MESSAGES).where('id', messageId).forUpdate().first()) as MessageRow | undefined;
        if (!message || message.deleted_at) return;
        // Privacy: the words go from the database, not only from view.
        await trx(MESSAGES).where('id', messageId).update({ body: '', deleted_at: at });
        const members = (await trx(MEMBERS)
          .where('conversation_id', message.conversation_id)
          .select('user_id')) as Array<{ user_id: string }>;
        await trx('connect.notifications')
          .whereIn(
            'id',
            members.map((member) => messageNotificationId(member.user_id, message.conversation_id)),
          )
          .where('message', previewOf(message.body))
          .update({ message: DELETED_MESSAGE_NOTICE });
      });
      return (await messageById(messageId))!;
    },

    async addReport(report, context) {
      if (!deps.outbox) throw new Error('Reports need the outbox');
      const outbox = deps.outbox;
      return db.transaction(async (trx) => {
        const [row] = (await trx(REPORTS)
          .insert({
            message_id: report.messageId,
            reporter_id: report.reporterId,
            reason: report.reason,
            details: report.details,
          })
          .onConflict(['message_id', 'reporter_id'])
          .ignore()
          .returning(['id', 'created_at'])) as Array<{ id: string; created_at: Date }>;
        if (!row) return 'already' as const;
        const event: ConversationMessageReportedEvent = {
          reportId: row.id,
          messageId: report.messageId,
          conversationId: context.conversationId,
          churchId: context.churchId,
          reporterId: report.reporterId,
          senderId: context.message.senderId,
          body: context.message.body,
          reason: report.reason,
          details: report.details,
          reportedAt: new Date(row.created_at).toISOString(),
        };
        await outbox.record(trx, { type: connectEventTypes.conversationMessageReported, payload: { ...event } });
        return 'added' as const;
      });
    },

    async markRead(conversationId, userId, upTo) {
      await db.raw(
        `UPDATE connect.conversation_members AS member
            SET last_read_sequence = LEAST(?::bigint, conversation.last_sequence)
           FROM connect.conversations AS conversation
          WHERE conversation.id = member.conversation_id
            AND member.conversation_id = ? AND member.user_id = ?
            AND member.last_read_sequence < LEAST(?::bigint, conversation.last_sequence)`,
        [upTo, conversationId, userId, upTo],
      );
      const row = await db(MEMBERS)
        .where({ conversation_id: conversationId, user_id: userId })
        .first('last_read_sequence');
      return Number((row as { last_read_sequence: string } | undefined)?.last_read_sequence ?? 0);
    },

    async unreadTotal(userId) {
      const row = await db(`${MESSAGES} as message`)
        .join(`${MEMBERS} as member`, 'member.conversation_id', 'message.conversation_id')
        .where('member.user_id', userId)
        .whereRaw('message.sequence > member.last_read_sequence')
        .whereNot('message.sender_id', userId)
        .first(db.raw('count(*)::int as total'));
      return Number((row as { total: number } | undefined)?.total ?? 0);
    },

    async addMembers(conversationId, userIds, at) {
      if (userIds.length === 0) return;
      // Someone added now has nothing unread from before they came.
      const conversation = await db(CONVERSATIONS).where('id', conversationId).first('last_sequence');
      await db(MEMBERS)
        .insert(
          userIds.map((userId) => ({
            conversation_id: conversationId,
            user_id: userId,
            joined_at: at,
            last_read_sequence: (conversation as { last_sequence: string }).last_sequence,
          })),
        )
        .onConflict(['conversation_id', 'user_id'])
        .ignore();
    },

    async removeMember(conversationId, userId, nextCreator) {
      await db.transaction(async (trx) => {
        await trx(MEMBERS).where({ conversation_id: conversationId, user_id: userId }).delete();
        if (nextCreator === null) await trx(CONVERSATIONS).where('id', conversationId).delete();
        else if (nextCreator) await trx(CONVERSATIONS).where('id', conversationId).update({ created_by: nextCreator });
      });
    },

    async memberIds(conversationId) {
      const rows = await db(MEMBERS).where('conversation_id', conversationId).select('user_id');
      return rows.map((row: { user_id: string }) => row.user_id);
    },

    async wantMessageNotifications(userIds) {
      if (userIds.length === 0) return [];
      const chosen = await db('connect.notification_settings')
        .whereIn('user_id', [...userIds])
        .where('type', 'message')
        .select('user_id', 'in_app');
      const choice = new Map(chosen.map((row: { user_id: string; in_app: boolean }) => [row.user_id, row.in_app]));
      return userIds.filter((userId) => choice.get(userId) ?? defaultChannels('message').inApp);
    },

    async keepMessageNotification(userId, conversationId, content) {
      const [row] = (await db('connect.notifications')
        .insert({
          id: messageNotificationId(userId, conversationId),
          user_id: userId,
          type: content.type,
          title: content.title,
          message: content.message,
          action_url: content.actionUrl,
          is_read: false,
          created_at: db.fn.now(),
        })
        .onConflict('id')
        .merge(['title', 'message', 'is_read', 'created_at'])
        .returning('*')) as NotificationRow[];
      return toUserNotification(row!);
    },

    async markMessageNotificationRead(userId, conversationId) {
      await db('connect.notifications')
        .where({ id: messageNotificationId(userId, conversationId), user_id: userId, is_read: false })
        .update({ is_read: true });
    },
  };
}
