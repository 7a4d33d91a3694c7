// No zod here: a remote's screens import this module (their bundles stay free of zod); the schemas are
// in conversations.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { ConversationSchemas } from './conversations';

/** A conversation between two people (found again, never made twice) or a titled group. */
export const conversationKinds = ['direct', 'group'] as const;
export type ConversationKind = (typeof conversationKinds)[number];

export const MESSAGE_BODY_MAX_LENGTH = 4000;
export const CONVERSATION_TITLE_MAX_LENGTH = 80;
/** A group counts its creator: 3 people at least, 200 at most (a youth group or a choir in one chat; npm run bench fans a message out to 200). */
export const GROUP_CONVERSATION_MIN_MEMBERS = 3;
export const GROUP_CONVERSATION_MAX_MEMBERS = 200;
/** How much of the last message the conversation list shows. */
export const MESSAGE_PREVIEW_LENGTH = 140;
/** How long "… is typing" shows after the last typing signal; a client signals at most once per this half. */
export const TYPING_INDICATOR_MS = 5000;
export const CONVERSATION_PEOPLE_SEARCH_MAX_LENGTH = 60;
/**
 * A message may be edited for this long after it was sent: long enough to fix a slip, short enough that nobody's
 * reply to it changes meaning under them days later. Deleting has no limit (anyone may take back their words).
 */
export const MESSAGE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Messages, edits and reports one person may send in MESSAGE_WRITE_WINDOW_SECONDS (a flood, not a conversation). */
export const MESSAGE_WRITES_PER_WINDOW = 60;
export const MESSAGE_WRITE_WINDOW_SECONDS = 60;
/** Why a member reports a message (the admin service's moderation queue sorts by it). */
export const messageReportReasons = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type MessageReportReason = (typeof messageReportReasons)[number];
export const MESSAGE_REPORT_DETAILS_MAX_LENGTH = 1000;

/** /messages and /chat (SPEC §2, §7): the caller's conversations with people of their church. */
export const conversationEndpoints = defineEndpoints<ConversationSchemas>()({
  /** The caller's conversations, latest activity first, with their unread counts. */
  list: ['GET', '/api/conversations'],
  /** How many messages wait unread in all the caller's conversations (the header's badge). */
  unread: ['GET', '/api/conversations/unread'],
  /** People of the caller's church to start a conversation with, by name. */
  people: ['GET', '/api/conversations/people'],
  /** Starts a group, or a direct conversation (answering the existing one, 200, when the pair has one). */
  create: ['POST', '/api/conversations', 201],
  get: ['GET', '/api/conversations/:conversationId'],
  /**
   * SPEC §7: newest first a page at a time (`cursor` for older ones), or with `since` the messages after that
   * sequence, oldest first (what a reconnecting client missed).
   */
  messages: ['GET', '/api/conversations/:conversationId/messages'],
  /** Sends a message; the same client id (Idempotency-Key or `clientId`) sent again answers the first, 200. */
  send: ['POST', '/api/conversations/:conversationId/messages', 201],
  /** The caller has read up to a sequence (never moves back). */
  read: ['POST', '/api/conversations/:conversationId/read'],
  /** The group's creator adds people. */
  addMembers: ['POST', '/api/conversations/:conversationId/members'],
  /** The group's creator removes someone, or anyone leaves (their own id). */
  removeMember: ['DELETE', '/api/conversations/:conversationId/members/:userId', 204],
  // A message is named by its id alone (it knows its conversation); only someone in that conversation finds it.
  /** The sender rewrites their message (within MESSAGE_EDIT_WINDOW_MS); it shows "edited". */
  editMessage: ['PATCH', '/api/conversations/messages/:messageId'],
  /** The sender deletes their message: its words are erased, everyone sees "This message was deleted". */
  deleteMessage: ['DELETE', '/api/conversations/messages/:messageId'],
  /** Someone else in the conversation reports the message, once, for the church's moderators. */
  reportMessage: ['POST', '/api/conversations/messages/:messageId/reports', 201],
});
