// No zod here: the remote's screens import this module (their bundles stay free of zod); the schemas are in
// forums.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { ForumsSchemas } from './forums';

export const FORUM_THREAD_TITLE_MIN_LENGTH = 3;
export const FORUM_THREAD_TITLE_MAX_LENGTH = 150;
/** A thread's opening post or a reply, in Markdown. */
export const FORUM_POST_MAX_LENGTH = 10_000;
export const FORUM_CATEGORY_NAME_MAX_LENGTH = 60;
export const FORUM_SEARCH_MAX_LENGTH = 100;
export const FORUM_REPORT_DETAILS_MAX_LENGTH = 1000;
/** New threads and replies per member in FORUM_WRITE_WINDOW_SECONDS (a flood, not a conversation). */
export const FORUM_WRITES_PER_WINDOW = 20;
export const FORUM_WRITE_WINDOW_SECONDS = 10 * 60;

/** The small fixed set of reactions a post takes, each once per person. */
export const forumReactions = ['thumbs_up', 'heart', 'pray'] as const;
export type ForumReaction = (typeof forumReactions)[number];
export const forumReactionEmoji: Readonly<Record<ForumReaction, string>> = { thumbs_up: '👍', heart: '❤️', pray: '🙏' };

export const forumReportReasons = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ForumReportReason = (typeof forumReportReasons)[number];

/**
 * Where a post stands: `pending` waits for a moderator (a moderated community), `published` is seen by the thread's
 * audience, `hidden` (taken down) and `rejected` (refused while pending) are seen by their author and moderators only.
 */
export const forumPostStatuses = ['pending', 'published', 'hidden', 'rejected'] as const;
export type ForumPostStatus = (typeof forumPostStatuses)[number];
/** What a moderator may set a post to. */
export const forumModerationStatuses = ['published', 'hidden', 'rejected'] as const;
export type ForumModerationStatus = (typeof forumModerationStatuses)[number];

/**
 * Forums (/forums, /forums/new, /forums/:threadId): threads in the church's categories, church-wide or in one of its
 * communities, with replies, reactions and reports; the church's staff (and a community's leaders and admins for
 * its threads) pin, lock and moderate.
 */
export const forumsEndpoints = defineEndpoints<ForumsSchemas>()({
  /** The caller's church's categories, by name. */
  categories: ['GET', '/api/forums/categories'],
  /** The church's staff add a category. */
  createCategory: ['POST', '/api/forums/categories', 201],
  /** The church's staff rename a category (409 when the church has one of that name). */
  renameCategory: ['PUT', '/api/forums/categories/:categoryId'],
  /** The church's staff delete a category that has no threads (409 while it has). */
  deleteCategory: ['DELETE', '/api/forums/categories/:categoryId', 204],
  /** Threads the caller may see: pinned first, then by latest activity; by category, community and title words. */
  list: ['GET', '/api/forums/threads'],
  /** A new thread with its opening post (pending in a moderated community unless the caller moderates it). */
  create: ['POST', '/api/forums/threads', 201],
  /** One thread with its opening post. */
  get: ['GET', '/api/forums/threads/:threadId'],
  /** Its replies, oldest first. */
  replies: ['GET', '/api/forums/threads/:threadId/posts'],
  /** A reply (409 when the thread is locked). */
  reply: ['POST', '/api/forums/threads/:threadId/posts', 201],
  /** Moderators pin and unpin. */
  setPinned: ['PUT', '/api/forums/threads/:threadId/pinned'],
  /** Moderators lock (no new replies) and unlock. */
  setLocked: ['PUT', '/api/forums/threads/:threadId/locked'],
  /** Its author edits a post (and an opening post's thread title); 409 on a locked thread unless they moderate it. */
  editPost: ['PUT', '/api/forums/posts/:postId'],
  /** Its author deletes a post: a reply leaves a placeholder in its place, an opening post takes its thread. */
  deletePost: ['DELETE', '/api/forums/posts/:postId', 204],
  /** The caller adds or takes back one reaction; the answer is the post's reactions. */
  react: ['PUT', '/api/forums/posts/:postId/reactions'],
  /** The caller reports someone else's post, once. */
  report: ['POST', '/api/forums/posts/:postId/reports', 201],
  /** Moderators dismiss a post's reports. */
  dismissReports: ['DELETE', '/api/forums/posts/:postId/reports', 204],
  /** Moderators approve, reject, hide or restore a post. */
  moderate: ['PUT', '/api/forums/posts/:postId/status'],
  /** Posts waiting for approval in what the caller moderates, oldest first. */
  pending: ['GET', '/api/forums/moderation/pending'],
  /** Reported posts in what the caller moderates, with their report count, latest report first. */
  reported: ['GET', '/api/forums/moderation/reported'],
  /** The communities whose forum the caller moderates, by name, each with whether posts wait for approval. */
  moderatedCommunities: ['GET', '/api/forums/moderation/communities'],
  /** Its leaders and admins (and the church's staff) make a community's posts wait for approval, or not. */
  setCommunityModerated: ['PUT', '/api/forums/communities/:communityId/moderation'],
});
