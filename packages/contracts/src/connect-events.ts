import { z } from 'zod';

/**
 * The domain events the connect service publishes (DESIGN "Services"), on its stream. A notification a member
 * asked to get by email is told to identity, which alone knows their address and sends it.
 */
export const notificationEmailRequestedEventSchema = z.object({
  /** The notification's id: identity sends each one once, however often the event comes. */
  notificationId: z.string(),
  userId: z.string(),
  title: z.string(),
  message: z.string(),
  /** A path of the app (/events/…), or null. */
  actionUrl: z.string().nullable(),
});
export type NotificationEmailRequestedEvent = z.infer<typeof notificationEmailRequestedEventSchema>;

export const connectEventTypes = {
  notificationEmailRequested: 'notification.email_requested',
  /** A member reported a post of the social feed (payload: FeedPostReportedEvent, social-feed.ts). */
  feedPostReported: 'feed.post_reported',
  /** A member reported a forum post (payload: ForumPostReportedEvent, below), for the admin service's queue. */
  forumPostReported: 'forum.post_reported',
  /** A member reported a message of a conversation (payload: ConversationMessageReportedEvent, below). */
  conversationMessageReported: 'conversation.message_reported',
} as const;

/** forum.post_reported: who reported which post of which church's forum, and why. */
export const forumPostReportedEventSchema = z.object({
  reportId: z.string(),
  postId: z.string(),
  threadId: z.string(),
  churchId: z.string(),
  /** The thread's community, null for a church-wide thread. */
  communityId: z.string().nullable(),
  reporterId: z.string(),
  authorId: z.string(),
  reason: z.string(),
  details: z.string(),
  reportedAt: z.string(),
});
export type ForumPostReportedEvent = z.infer<typeof forumPostReportedEventSchema>;

/**
 * conversation.message_reported: who reported which message of which church's conversation, and why. `body` is the
 * message as it was reported, so the moderators can judge it even if its sender deletes it afterwards.
 */
export const conversationMessageReportedEventSchema = z.object({
  reportId: z.string(),
  messageId: z.string(),
  conversationId: z.string(),
  churchId: z.string(),
  reporterId: z.string(),
  senderId: z.string(),
  body: z.string(),
  reason: z.string(),
  details: z.string(),
  reportedAt: z.string(),
});
export type ConversationMessageReportedEvent = z.infer<typeof conversationMessageReportedEventSchema>;
