import { z } from 'zod';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema, MAX_PAGE_SIZE } from './keyset-page';
import { searchWords } from './search-words';
import { noControlCharacters } from './text-rules';
import {
  CONVERSATION_PEOPLE_SEARCH_MAX_LENGTH,
  CONVERSATION_TITLE_MAX_LENGTH,
  conversationEndpoints,
  conversationKinds,
  GROUP_CONVERSATION_MAX_MEMBERS,
  GROUP_CONVERSATION_MIN_MEMBERS,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_REPORT_DETAILS_MAX_LENGTH,
  messageReportReasons,
} from './conversations-endpoints';

export const conversationKindSchema = z.enum(conversationKinds, 'The kind is direct or group');

/** One message; `sequence` orders a conversation's messages totally (1, 2, 3 …). */
export const conversationMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  sequence: z.number().int(),
  senderId: z.string(),
  /** null when connect has not heard of the sender yet. */
  senderName: z.string().nullable(),
  body: z.string(),
  /** The id the sender's client gave it, so a client recognises its own message coming back. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
  // Both default to null: a message published by a replica that predates them (a rolling deploy) still relays.
  /** When the sender last edited it, or null. */
  editedAt: z.string().nullable().default(null),
  /** When the sender deleted it (its body is then empty), or null. */
  deletedAt: z.string().nullable().default(null),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationMemberSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  /** The last message this member has read ("Seen by"). */
  lastReadSequence: z.number().int(),
});
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  kind: conversationKindSchema,
  /** A group's title; null for a direct conversation (shown by the other person's name). */
  title: z.string().nullable(),
  createdBy: z.string(),
  /** Everyone in it, the caller included. */
  members: z.array(conversationMemberSchema),
  /** The latest message (its body cut to MESSAGE_PREVIEW_LENGTH in the list), or null before the first. */
  lastMessage: conversationMessageSchema.nullable(),
  lastActivityAt: z.string(),
  /** Messages of others after the caller's last read one. */
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = pageSchema(conversationSchema);
export const conversationMessagePageSchema = pageSchema(conversationMessageSchema);
export type ConversationMessagePage = z.infer<typeof conversationMessagePageSchema>;

export const conversationPersonSchema = z.object({ userId: z.string(), name: z.string() });
export type ConversationPerson = z.infer<typeof conversationPersonSchema>;

const personId = z.uuid('A person id is not valid');
const noControlInTitle = noControlCharacters('The title', false);
const noControlInBody = noControlCharacters('A message', true);

export const newConversationSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('direct'), memberId: personId }),
    z.strictObject({
      kind: z.literal('group'),
      title: z
        .string('Give the group a title')
        .trim()
        .min(1, 'Give the group a title')
        .max(CONVERSATION_TITLE_MAX_LENGTH, `The title may be at most ${CONVERSATION_TITLE_MAX_LENGTH} characters`)
        .refine(noControlInTitle.check, noControlInTitle.options),
      // The creator is one of the group's members too.
      memberIds: z
        .array(personId, 'memberIds is a list of person ids')
        .min(
          GROUP_CONVERSATION_MIN_MEMBERS - 1,
          `A group needs at least ${GROUP_CONVERSATION_MIN_MEMBERS - 1} other people`,
        )
        .max(GROUP_CONVERSATION_MAX_MEMBERS - 1, `A group has at most ${GROUP_CONVERSATION_MAX_MEMBERS} people`),
    }),
  ],
  'The kind is direct or group',
);
export type NewConversation = z.input<typeof newConversationSchema>;

/** A message's words: trimmed, 1–4000 characters, line breaks allowed but no other control character. */
export const messageBodySchema = z
  .string('Write a message')
  .trim()
  .min(1, 'Write a message')
  .max(MESSAGE_BODY_MAX_LENGTH, `A message may be at most ${MESSAGE_BODY_MAX_LENGTH} characters`)
  .refine(noControlInBody.check, noControlInBody.options);

export const newMessageSchema = z.strictObject({
  body: messageBodySchema,
  /** The client's UUID for this message (or the Idempotency-Key header): a resend never makes a second one. */
  clientId: z.guid('clientId must be a UUID').optional(),
});
export type NewMessage = z.input<typeof newMessageSchema>;

const sequence = z.coerce
  .number('A sequence is a number')
  .int('A sequence is a whole number')
  .min(0, 'A sequence is at least 0');

export const conversationMessagesQuerySchema = pageQuerySchema({
  defaultLimit: 30,
  maxLimit: MAX_PAGE_SIZE,
  sortKeyType: 'integer',
})
  .extend({ since: sequence.optional() })
  .refine((query) => query.since === undefined || query.cursor === undefined, {
    message: 'Ask for older messages (cursor) or newer ones (since), not both',
    path: ['since'],
  });

export const messageEditSchema = z.strictObject({ body: messageBodySchema });
export type MessageEdit = z.input<typeof messageEditSchema>;

const noControlInDetails = noControlCharacters('The details', true);
export const messageReportReasonSchema = z.enum(messageReportReasons, 'Choose a reason');
export const newMessageReportSchema = z.strictObject({
  reason: messageReportReasonSchema,
  details: z
    .string()
    .trim()
    .max(MESSAGE_REPORT_DETAILS_MAX_LENGTH, `The details may be at most ${MESSAGE_REPORT_DETAILS_MAX_LENGTH} characters`)
    .refine(noControlInDetails.check, noControlInDetails.options)
    .default(''),
});
export type NewMessageReport = z.input<typeof newMessageReportSchema>;

export const conversationMessageParamsSchema = z.strictObject({ messageId: z.uuid('The message id is not valid') });

export const conversationParamsSchema = z.strictObject({ conversationId: z.uuid('The conversation id is not valid') });
export const conversationMemberParamsSchema = z.strictObject({
  conversationId: z.uuid('The conversation id is not valid'),
  userId: z.uuid('The person id is not valid'),
});

const conversationSchemas = {
  list: {
    query: pageQuerySchema({ maxLimit: 50 }).extend({ kind: conversationKindSchema.optional() }),
    response: conversationPageSchema,
  },
  unread: { response: z.object({ total: z.number().int() }) },
  people: {
    query: z.strictObject({
      q: searchWords(CONVERSATION_PEOPLE_SEARCH_MAX_LENGTH).default(''),
      limit: z.coerce
        .number()
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(20, 'limit must be at most 20')
        .default(10),
    }),
    response: z.object({ items: z.array(conversationPersonSchema) }),
  },
  create: { body: newConversationSchema, response: conversationSchema },
  get: { params: conversationParamsSchema, response: conversationSchema },
  messages: {
    params: conversationParamsSchema,
    query: conversationMessagesQuerySchema,
    response: conversationMessagePageSchema,
  },
  send: { params: conversationParamsSchema, body: newMessageSchema, response: conversationMessageSchema },
  read: {
    params: conversationParamsSchema,
    body: z.strictObject({ upTo: sequence }),
    response: z.object({ lastReadSequence: z.number().int(), unreadTotal: z.number().int() }),
  },
  addMembers: {
    params: conversationParamsSchema,
    body: z.strictObject({
      memberIds: z
        .array(personId, 'memberIds is a list of person ids')
        .min(1, 'Choose someone to add')
        .max(GROUP_CONVERSATION_MAX_MEMBERS - 1, `A group has at most ${GROUP_CONVERSATION_MAX_MEMBERS} people`),
    }),
    response: conversationSchema,
  },
  removeMember: { params: conversationMemberParamsSchema },
  editMessage: { params: conversationMessageParamsSchema, body: messageEditSchema, response: conversationMessageSchema },
  deleteMessage: { params: conversationMessageParamsSchema, response: conversationMessageSchema },
  reportMessage: {
    params: conversationMessageParamsSchema,
    body: newMessageReportSchema,
    response: z.object({ reported: z.literal(true) }),
  },
};
export type ConversationSchemas = typeof conversationSchemas;

export const conversationContract = withSchemas(conversationEndpoints, conversationSchemas);

/** What connect publishes on a member's realtime channel about their conversations (realtime.ts relays it). */
export const conversationRealtimeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversationId: z.string(), message: conversationMessageSchema }),
  /** A message was edited or deleted: the thread shows it as it now is. */
  z.object({ type: z.literal('message_changed'), conversationId: z.string(), message: conversationMessageSchema }),
  z.object({
    type: z.literal('read'),
    conversationId: z.string(),
    userId: z.string(),
    lastReadSequence: z.number().int(),
  }),
  z.object({ type: z.literal('typing'), conversationId: z.string(), userId: z.string(), name: z.string() }),
  /** Who is in it (or its title) changed, or it was started: read it again. */
  z.object({ type: z.literal('conversation'), conversationId: z.string() }),
]);
export type ConversationRealtimeMessage = z.infer<typeof conversationRealtimeSchema>;

/** What a client may send on /ws: "I am typing in this conversation". */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('typing'), conversationId: z.uuid() }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;
