import {
  MESSAGE_EDIT_WINDOW_MS,
  MESSAGE_PREVIEW_LENGTH,
  type Conversation,
  type ConversationKind,
  type ConversationMessage,
  type KeysetPosition,
} from '@koinonia/contracts';

/** Who is asking: a signed-in person of a church (conversations are within one church). */
export interface ConversationReader {
  userId: string;
  churchId: string;
  name: string;
}

export interface MessageRecord {
  id: string;
  conversationId: string;
  sequence: number;
  senderId: string;
  senderName: string | null;
  body: string;
  clientId: string | null;
  createdAt: Date;
  editedAt: Date | null;
  /** A deleted message keeps its place (its sequence) but not its words: `body` is empty. */
  deletedAt: Date | null;
}

export interface MemberRecord {
  userId: string;
  name: string | null;
  lastReadSequence: number;
  joinedAt: Date;
}

export interface ConversationRecord {
  id: string;
  churchId: string;
  kind: ConversationKind;
  title: string | null;
  createdBy: string;
  lastSequence: number;
  lastActivityAt: Date;
  members: MemberRecord[];
  lastMessage: MessageRecord | null;
  /** Messages of others after the reader's last read one. */
  unreadCount: number;
}

/**
 * The key that makes a direct conversation one per pair within a church, whoever starts it (a pair who both move to
 * another church start afresh there).
 */
export function directPair(churchId: string, first: string, second: string): string {
  return [churchId.toLowerCase(), ...[first.toLowerCase(), second.toLowerCase()].sort()].join(':');
}

export const isMember = (conversation: Pick<ConversationRecord, 'members'>, userId: string) =>
  conversation.members.some((member) => member.userId === userId);

/** Only a group's creator adds and removes people; anyone may leave a group. */
export const canManage = (conversation: Pick<ConversationRecord, 'kind' | 'createdBy'>, userId: string) =>
  conversation.kind === 'group' && conversation.createdBy === userId;

/**
 * What removing `userId` by `actor` is: leaving, the creator removing someone, nothing to do (they are not in it:
 * a DELETE done twice), or not allowed.
 */
export function removal(
  conversation: Pick<ConversationRecord, 'kind' | 'createdBy' | 'members'>,
  actor: string,
  userId: string,
): 'leave' | 'remove' | 'absent' | 'not_group' | 'not_creator' {
  if (conversation.kind !== 'group') return 'not_group';
  if (actor === userId) return 'leave';
  if (!canManage(conversation, actor)) return 'not_creator';
  return isMember(conversation, userId) ? 'remove' : 'absent';
}

/** When the creator leaves, the group passes to whoever has been in it longest (null when nobody is left). */
export function nextCreator(members: readonly MemberRecord[], leaving: string): string | null {
  const staying = members
    .filter((member) => member.userId !== leaving)
    .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId.localeCompare(b.userId));
  return staying[0]?.userId ?? null;
}

/** The list's preview of a message: its first MESSAGE_PREVIEW_LENGTH characters, on one line. */
export function previewOf(body: string): string {
  const oneLine = body.replace(/\s+/g, ' ').trim();
  return oneLine.length > MESSAGE_PREVIEW_LENGTH ? `${oneLine.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…` : oneLine;
}

export function toMessage(record: MessageRecord): ConversationMessage {
  return {
    id: record.id,
    conversationId: record.conversationId,
    sequence: record.sequence,
    senderId: record.senderId,
    senderName: record.senderName,
    body: record.body,
    clientId: record.clientId,
    createdAt: record.createdAt.toISOString(),
    editedAt: record.editedAt?.toISOString() ?? null,
    deletedAt: record.deletedAt?.toISOString() ?? null,
  };
}

/**
 * Whether `actorId` may edit the message now: only its sender, never once deleted, and (SPEC §2 leaves it to us)
 * only within MESSAGE_EDIT_WINDOW_MS of sending, so that a reply nobody expects to change keeps the meaning it answered.
 */
export function editRefusal(
  message: Pick<MessageRecord, 'senderId' | 'deletedAt' | 'createdAt'>,
  actorId: string,
  now: Date,
): 'not_sender' | 'deleted' | 'window_passed' | null {
  if (message.senderId !== actorId) return 'not_sender';
  if (message.deletedAt) return 'deleted';
  if (now.getTime() - message.createdAt.getTime() > MESSAGE_EDIT_WINDOW_MS) return 'window_passed';
  return null;
}

export function toConversation(record: ConversationRecord, options: { preview: boolean }): Conversation {
  const lastMessage = record.lastMessage ? toMessage(record.lastMessage) : null;
  return {
    id: record.id,
    kind: record.kind,
    title: record.title,
    createdBy: record.createdBy,
    members: record.members.map((member) => ({
      userId: member.userId,
      name: member.name,
      lastReadSequence: member.lastReadSequence,
    })),
    lastMessage: lastMessage && options.preview ? { ...lastMessage, body: previewOf(lastMessage.body) } : lastMessage,
    lastActivityAt: record.lastActivityAt.toISOString(),
    unreadCount: record.unreadCount,
  };
}

export const conversationPosition = (record: ConversationRecord): KeysetPosition => ({
  sortKey: record.lastActivityAt.toISOString(),
  id: record.id,
});

export const messagePosition = (record: MessageRecord): KeysetPosition => ({
  sortKey: String(record.sequence),
  id: record.id,
});

/** Where a notification about a conversation leads. */
export const conversationPath = (conversationId: string) => `/messages/${conversationId}`;

/**
 * The one in-app notification a conversation keeps for a member (SPEC §3 type "message"): each new message
 * rewrites it rather than adding another.
 */
export function messageNotificationOf(
  conversation: Pick<ConversationRecord, 'id' | 'kind' | 'title'>,
  message: Pick<MessageRecord, 'senderName' | 'body'>,
): { type: 'message'; title: string; message: string; actionUrl: string } {
  const sender = message.senderName ?? 'Someone';
  return {
    type: 'message',
    title:
      conversation.kind === 'group' && conversation.title
        ? `${sender} in ${conversation.title}`
        : `New message from ${sender}`,
    message: previewOf(message.body),
    actionUrl: conversationPath(conversation.id),
  };
}
