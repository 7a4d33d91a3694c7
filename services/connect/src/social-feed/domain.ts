import {
  hasAnyRole,
  SOCIAL_FEED_CHURCH_STAFF_ROLES,
  socialFeedImagePath,
  type Role,
  type SocialFeedComment,
  type SocialFeedPost,
  type SocialFeedReaction,
} from '@koinonia/contracts';

/** A community role that leads it: posts announcements there and takes others' posts down. */
export const COMMUNITY_LEADING_ROLES: readonly string[] = ['leader', 'admin'];

/** The member reading or writing, with what the feed needs to know of their standing. */
export interface FeedReader {
  userId: string;
  churchId: string;
  name: string;
  role: Role;
  /** The communities of their church they belong to, with their role in each. */
  communities: ReadonlyMap<string, string>;
}

export interface FeedImageRecord {
  id: string;
  alt: string;
  position: number;
}

/** A post as the service keeps it, with what its readers are shown of others' doings. */
export interface FeedPostRecord {
  id: string;
  churchId: string;
  communityId: string | null;
  communityName: string | null;
  authorId: string;
  authorName: string;
  body: string;
  isAnnouncement: boolean;
  announcedAt: Date | null;
  announcementExpiresAt: Date | null;
  createdAt: Date;
  images: FeedImageRecord[];
  reactions: Record<SocialFeedReaction, number>;
  /** The reader's own reaction and report (the store reads them for one reader). */
  myReaction: SocialFeedReaction | null;
  reportedByMe: boolean;
  commentCount: number;
}

export interface FeedCommentRecord {
  id: string;
  postId: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: Date;
}

export const isChurchStaff = (reader: Pick<FeedReader, 'role'>) =>
  hasAnyRole(reader.role, SOCIAL_FEED_CHURCH_STAFF_ROLES);

/** Whether the reader leads the community (its leaders and admins). */
export const leadsCommunity = (reader: FeedReader, communityId: string) =>
  COMMUNITY_LEADING_ROLES.includes(reader.communities.get(communityId) ?? '');

/**
 * Who sees a post: its church's members when it went to everyone; a community's members when it went there, and
 * the church's staff (who moderate every post of their church). Anyone else gets a 404, never a 403.
 */
export function canSee(post: Pick<FeedPostRecord, 'churchId' | 'communityId'>, reader: FeedReader): boolean {
  if (post.churchId !== reader.churchId) return false;
  return post.communityId === null || reader.communities.has(post.communityId) || isChurchStaff(reader);
}

/** Where the reader may post: the church, or a community they belong to. */
export function canPostTo(communityId: string | null, reader: FeedReader): boolean {
  return communityId === null || reader.communities.has(communityId);
}

/** Who announces: the church's staff for the church (and any community), a community's leaders for it. */
export function canAnnounce(communityId: string | null, reader: FeedReader): boolean {
  if (isChurchStaff(reader)) return true;
  return communityId !== null && leadsCommunity(reader, communityId);
}

/** Who takes a post down: its author, and whoever may announce where it went (they moderate there). */
export function canRemove(post: Pick<FeedPostRecord, 'authorId' | 'communityId'>, reader: FeedReader): boolean {
  return post.authorId === reader.userId || canAnnounce(post.communityId, reader);
}

/** A comment goes with its writer, or with whoever may take the post down. */
export function canRemoveComment(
  comment: Pick<FeedCommentRecord, 'authorId'>,
  post: Pick<FeedPostRecord, 'authorId' | 'communityId'>,
  reader: FeedReader,
): boolean {
  return comment.authorId === reader.userId || canRemove(post, reader);
}

/** Whether the announcement is in force at `now` (pinned, not expired). */
export function isPinned(post: Pick<FeedPostRecord, 'isAnnouncement' | 'announcementExpiresAt'>, now: Date): boolean {
  return post.isAnnouncement && (post.announcementExpiresAt === null || post.announcementExpiresAt > now);
}

/** The words an image is read out with: its author's, or "Image 1 of 3 by <name>". */
export function imageAlt(image: FeedImageRecord, index: number, count: number, authorName: string): string {
  return image.alt || `Image ${index + 1} of ${count} by ${authorName}`;
}

/** The post as the reader sees it. */
export function toPost(record: FeedPostRecord, reader: FeedReader, now = new Date()): SocialFeedPost {
  const images = [...record.images].sort((a, b) => a.position - b.position);
  return {
    id: record.id,
    body: record.body,
    authorName: record.authorName,
    community: record.communityId ? { id: record.communityId, name: record.communityName ?? '' } : null,
    images: images.map((image, index) => ({
      id: image.id,
      url: socialFeedImagePath(image.id),
      alt: imageAlt(image, index, images.length, record.authorName),
    })),
    isAnnouncement: isPinned(record, now),
    announcementExpiresAt: isPinned(record, now) ? (record.announcementExpiresAt?.toISOString() ?? null) : null,
    reactions: { ...record.reactions },
    myReaction: record.myReaction,
    commentCount: record.commentCount,
    isMine: record.authorId === reader.userId,
    canRemove: canRemove(record, reader),
    canPin: canAnnounce(record.communityId, reader),
    reportedByMe: record.reportedByMe,
    createdAt: record.createdAt.toISOString(),
  };
}

export function toComment(comment: FeedCommentRecord, post: FeedPostRecord, reader: FeedReader): SocialFeedComment {
  return {
    id: comment.id,
    authorName: comment.authorName,
    isMine: comment.authorId === reader.userId,
    canRemove: canRemoveComment(comment, post, reader),
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
  };
}

/** The feed reads newest first; the cursor carries (created_at, id). */
export const feedPosition = (record: Pick<FeedPostRecord, 'createdAt' | 'id'>) => ({
  sortKey: record.createdAt.toISOString(),
  id: record.id,
});

/** Comments read oldest first. */
export const commentPosition = (record: Pick<FeedCommentRecord, 'createdAt' | 'id'>) => ({
  sortKey: record.createdAt.toISOString(),
  id: record.id,
});

/** The object storage key of an image: under its church, so a church's files stay together. */
export const imageStorageKey = (churchId: string, imageId: string) => `social-feed/${churchId}/${imageId}`;

/** Who an announcement tells: its audience but the one who announces it. */
export function announcementAudience(audience: readonly string[], announcerId: string): string[] {
  return [...new Set(audience)].filter((userId) => userId !== announcerId);
}

/** The in-app notice of an announcement (the first words of the post). */
export function announcementNotice(post: Pick<FeedPostRecord, 'authorName' | 'body' | 'communityName'>) {
  const words = post.body.replace(/\s+/g, ' ').trim();
  return {
    title: post.communityName ? `Announcement in ${post.communityName}` : 'Announcement from your church',
    message: `${post.authorName}: ${words.length > 200 ? `${words.slice(0, 199)}…` : words || 'shared an announcement'}`,
    actionUrl: '/social-feed',
  };
}
