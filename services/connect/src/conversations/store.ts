import type { ConversationKind, KeysetPosition, UserNotification } from '@koinonia/contracts';
import type { ConversationRecord, MessageRecord } from './domain';

export interface NewConversationRecord {
  id: string;
  churchId: string;
  kind: ConversationKind;
  title: string | null;
  createdBy: string;
  /** Everyone in it, the creator included. */
  memberIds: readonly string[];
  /** A direct conversation's pair key (domain.directPair); null for a group. */
  directPair: string | null;
  at: Date;
}

export interface NewMessageRecord {
  id: string;
  senderId: string;
  body: string;
  clientId: string | null;
  at: Date;
}

export interface NewMessageReport {
  messageId: string;
  reporterId: string;
  reason: string;
  details: string;
}

/** The conversations of connect (migrations 008 and 016), in domain terms. */
export interface ConversationStore {
  /** Which of these people are active people of the church, with their names. */
  churchPeople(churchId: string, userIds: readonly string[]): Promise<Array<{ userId: string; name: string }>>;
  /** Active people of the church by name (all when `words` is empty), the caller left out. */
  searchPeople(
    churchId: string,
    excludeUserId: string,
    words: string,
    limit: number,
  ): Promise<Array<{ userId: string; name: string }>>;
  /** Makes the conversation; a direct one whose pair has one already answers that one's id, not created. */
  create(record: NewConversationRecord): Promise<{ id: string; created: boolean }>;
  /** The conversation as `readerId` sees it, if they are in it and it is of their church. */
  find(conversationId: string, reader: { userId: string; churchId: string }): Promise<ConversationRecord | undefined>;
  /** The reader's conversations, latest activity first. */
  list(
    reader: { userId: string; churchId: string },
    options: { kind?: ConversationKind; after: KeysetPosition | null; limit: number },
  ): Promise<ConversationRecord[]>;
  /** Newest first, before the cursor's position. */
  messagesBefore(
    conversationId: string,
    page: { after: KeysetPosition | null; limit: number },
  ): Promise<MessageRecord[]>;
  /** Oldest first, after `sequence`. */
  messagesSince(conversationId: string, sequence: number, limit: number): Promise<MessageRecord[]>;
  /**
   * Adds the message as the conversation's next (the sender has read it); a message of the same sender and client id
   * already there is answered instead, not created.
   */
  addMessage(conversationId: string, message: NewMessageRecord): Promise<{ message: MessageRecord; created: boolean }>;
  /** One message, wherever it is (the caller's right to it is the conversation's to check). */
  findMessage(messageId: string): Promise<MessageRecord | undefined>;
  /** Rewrites a message not deleted (undefined when it was, meanwhile). */
  editMessage(messageId: string, body: string, at: Date): Promise<MessageRecord | undefined>;
  /**
   * Erases the message's words (its row stays, for the thread's order), and the words of the conversation's
   * notifications that quote it. Deleting a deleted message answers it as it is.
   */
  deleteMessage(messageId: string, at: Date): Promise<MessageRecord>;
  /**
   * Records a report and its conversation.message_reported event in one transaction; 'already' when the person had
   * reported the message before.
   */
  addReport(
    report: NewMessageReport,
    context: { conversationId: string; churchId: string; message: MessageRecord },
  ): Promise<'added' | 'already'>;
  /** Moves the member's read mark forward to `upTo` (at most the last message); answers where it stands. */
  markRead(conversationId: string, userId: string, upTo: number): Promise<number>;
  /** Messages of others unread in all the person's conversations. */
  unreadTotal(userId: string): Promise<number>;
  addMembers(conversationId: string, userIds: readonly string[], at: Date): Promise<void>;
  /** Takes the person out; the group passes to `nextCreator` when given, and ends when nobody is left. */
  removeMember(conversationId: string, userId: string, nextCreator: string | null | undefined): Promise<void>;
  /** Who is in the conversation (for realtime typing); empty when it does not exist. */
  memberIds(conversationId: string): Promise<string[]>;
  /** Of these people, those whose notification settings show messages in the app. */
  wantMessageNotifications(userIds: readonly string[]): Promise<string[]>;
  /** Writes (or rewrites, unread and newest) the person's one notification about the conversation. */
  keepMessageNotification(
    userId: string,
    conversationId: string,
    content: MessageNotificationContent,
  ): Promise<UserNotification>;
  /** The person read the conversation: its notification is read too. */
  markMessageNotificationRead(userId: string, conversationId: string): Promise<void>;
}

export interface MessageNotificationContent {
  type: 'message';
  title: string;
  message: string;
  actionUrl: string;
}
