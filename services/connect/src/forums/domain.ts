import {
  forumReactions,
  type CommunityPrivacy,
  type CommunityRole,
  type ForumCategory,
  type ForumModerationItem,
  type ForumPost,
  type ForumPostStatus,
  type ForumReaction,
  type ForumReportReason,
  type ForumThread,
  type ForumThreadSummary,
  type KeysetPosition,
  type Role,
} from '@koinonia/contracts';
import { isChurchStaff } from '../communities/domain';

/** Who reads or writes in the forums: a person of one church, with their church role and name. */
export interface ForumReader {
  userId: string;
  churchId: string;
  role: Role;
  name: string;
}

/** The community a thread is in, as the reader stands in it. */
export interface ForumCommunityRecord {
  id: string;
  churchId: string;
  name: string;
  privacy: CommunityPrivacy;
  /** Posts of non-moderators wait for approval. */
  forumModerated: boolean;
  /** The reader's role in it, null when they are not a member. */
  readerRole: CommunityRole | null;
}

export interface ThreadRecord {
  id: string;
  churchId: string;
  community: ForumCommunityRecord | null;
  category: ForumCategory;
  authorId: string;
  authorName: string;
  title: string;
  pinned: boolean;
  locked: boolean;
  status: ForumPostStatus;
  replyCount: number;
  lastActivityAt: Date;
  listRank: number;
  createdAt: Date;
}

export interface ReactionCount {
  reaction: ForumReaction;
  count: number;
  mine: boolean;
}

export interface PostRecord {
  id: string;
  threadId: string;
  churchId: string;
  authorId: string;
  authorName: string;
  isOpening: boolean;
  markdown: string;
  html: string;
  status: ForumPostStatus;
  createdAt: Date;
  editedAt: Date | null;
  /** A reply its author deleted: its text is gone, its place in the thread stays. */
  deletedAt: Date | null;
  /** Only the reactions someone made; `reactionsOf` fills in the rest of the set. */
  reactions: ReactionCount[];
  reportedByMe: boolean;
}

export interface ModerationRecord {
  post: PostRecord;
  thread: { id: string; title: string };
  reportCount: number;
  reasons: ForumReportReason[];
  sortedAt: Date;
}

/** Its leaders and admins run a community's forum, and the church's staff every forum of the church. */
export function canModerateIn(community: ForumCommunityRecord | null, reader: ForumReader): boolean {
  if (isChurchStaff(reader.role)) return true;
  return community !== null && (community.readerRole === 'leader' || community.readerRole === 'admin');
}

export const canModerate = (thread: ThreadRecord, reader: ForumReader) =>
  thread.churchId === reader.churchId && canModerateIn(thread.community, reader);

/**
 * A church-wide thread is the whole church's; a community's is its audience's (communities/domain canSee: a hidden
 * community's members and the church's staff). A post that is not published is its author's and the moderators'.
 */
export function canSeeThread(thread: ThreadRecord, reader: ForumReader): boolean {
  if (thread.churchId !== reader.churchId) return false;
  const community = thread.community;
  if (community && community.privacy === 'hidden' && community.readerRole === null && !isChurchStaff(reader.role)) {
    return false;
  }
  return thread.status === 'published' || thread.authorId === reader.userId || canModerate(thread, reader);
}

export const canSeePost = (post: PostRecord, thread: ThreadRecord, reader: ForumReader) =>
  post.status === 'published' || post.authorId === reader.userId || canModerate(thread, reader);

/** Anyone of the church writes in a church-wide thread; a community's members (and its moderators) in its threads. */
export const canPostIn = (community: ForumCommunityRecord | null, reader: ForumReader) =>
  community === null || community.readerRole !== null || canModerateIn(community, reader);

/** In a moderated community a post waits for approval, unless its author moderates there. */
export const statusOfNewPost = (community: ForumCommunityRecord | null, reader: ForumReader): ForumPostStatus =>
  community?.forumModerated && !canModerateIn(community, reader) ? 'pending' : 'published';

/** Replies go to an open thread whose opening post is published, by those who may post where it is. */
export function replyRefusal(thread: ThreadRecord, reader: ForumReader): 'locked' | 'not_member' | null {
  if (thread.locked) return 'locked';
  if (!canPostIn(thread.community, reader)) return 'not_member';
  return null;
}

/**
 * Only its author edits a post, and not once deleted. A locked thread is closed to edits as to replies (the lock keeps
 * the conversation as the moderators left it), but for the author's own posts if they moderate the thread.
 */
export function editRefusal(
  post: PostRecord,
  thread: ThreadRecord,
  reader: ForumReader,
): 'not_author' | 'deleted' | 'locked' | null {
  if (post.authorId !== reader.userId) return 'not_author';
  if (post.deletedAt) return 'deleted';
  if (thread.locked && !canModerate(thread, reader)) return 'locked';
  return null;
}

/**
 * Its author deletes a post. A reply may always be taken back (what one wrote is one's own, locked thread or not); an
 * opening post takes its whole thread, everyone's replies with it, so a locked thread stays unless they moderate it.
 */
export function deleteRefusal(
  post: PostRecord,
  thread: ThreadRecord,
  reader: ForumReader,
): 'not_author' | 'locked' | null {
  if (post.authorId !== reader.userId) return 'not_author';
  if (post.isOpening && thread.locked && !canModerate(thread, reader)) return 'locked';
  return null;
}

/**
 * Pinned threads above all others, then the latest activity: one integer (pinned adds more milliseconds than there
 * are until the year 2286), so the keyset cursor has a single key.
 */
const PINNED_RANK = 10_000_000_000_000;
export const listRank = (pinned: boolean, lastActivityAt: Date) =>
  (pinned ? PINNED_RANK : 0) + lastActivityAt.getTime();

export const threadPosition = (thread: ThreadRecord): KeysetPosition => ({
  sortKey: String(thread.listRank),
  id: thread.id,
});
export const postPosition = (post: PostRecord): KeysetPosition => ({
  sortKey: post.createdAt.toISOString(),
  id: post.id,
});
export const moderationPosition = (item: ModerationRecord): KeysetPosition => ({
  sortKey: item.sortedAt.toISOString(),
  id: item.post.id,
});

/** Every reaction of the set, in its order, with the counts made so far. */
export function reactionsOf(made: readonly ReactionCount[]): ReactionCount[] {
  return forumReactions.map(
    (reaction) => made.find((count) => count.reaction === reaction) ?? { reaction, count: 0, mine: false },
  );
}

export function toPost(post: PostRecord, reader: ForumReader): ForumPost {
  return {
    id: post.id,
    threadId: post.threadId,
    // A deleted reply keeps its place, not who wrote what was there.
    authorName: post.deletedAt ? '' : post.authorName,
    isMine: post.authorId === reader.userId,
    markdown: post.markdown,
    html: post.html,
    status: post.status,
    reactions: reactionsOf(post.reactions),
    reportedByMe: post.reportedByMe,
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    deletedAt: post.deletedAt?.toISOString() ?? null,
  };
}

export function toThreadSummary(thread: ThreadRecord, reader: ForumReader): ForumThreadSummary {
  return {
    id: thread.id,
    title: thread.title,
    category: thread.category,
    community: thread.community ? { id: thread.community.id, name: thread.community.name } : null,
    authorName: thread.authorName,
    isMine: thread.authorId === reader.userId,
    pinned: thread.pinned,
    locked: thread.locked,
    status: thread.status,
    replyCount: thread.replyCount,
    lastActivityAt: thread.lastActivityAt.toISOString(),
    createdAt: thread.createdAt.toISOString(),
  };
}

export function toThread(thread: ThreadRecord, opening: PostRecord, reader: ForumReader): ForumThread {
  return {
    ...toThreadSummary(thread, reader),
    opening: toPost(opening, reader),
    canModerate: canModerate(thread, reader),
    canReply: thread.status === 'published' && replyRefusal(thread, reader) === null,
  };
}

export function toModerationItem(item: ModerationRecord, reader: ForumReader): ForumModerationItem {
  return {
    post: toPost(item.post, reader),
    thread: item.thread,
    reportCount: item.reportCount,
    reasons: item.reasons,
    sortedAt: item.sortedAt.toISOString(),
  };
}

/** Where a notice about a thread leads. */
export const threadPath = (threadId: string) => `/forums/${threadId}`;

/** The thread's author hears of a published reply by someone else. */
export function replyNotice(thread: ThreadRecord, reply: PostRecord) {
  if (reply.status !== 'published' || reply.authorId === thread.authorId) return null;
  const excerpt = reply.markdown.length > 140 ? `${reply.markdown.slice(0, 139)}…` : reply.markdown;
  return {
    userId: thread.authorId,
    type: 'forum_reply' as const,
    title: `${reply.authorName || 'Someone'} replied to “${thread.title}”`,
    message: excerpt,
    actionUrl: `${threadPath(thread.id)}#post-${reply.id}`,
  };
}
