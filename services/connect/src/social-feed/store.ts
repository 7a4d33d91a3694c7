import type { KeysetPosition, SocialFeedReaction, SocialFeedReportReason } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import type { FeedCommentRecord, FeedPostRecord, FeedReader } from './domain';

export interface NewFeedPost {
  churchId: string;
  communityId: string | null;
  authorId: string;
  authorName: string;
  body: string;
  images: ReadonlyArray<{ id: string; alt: string }>;
  announcement: { expiresAt: Date | null } | null;
}

/** An uploaded image as kept: where its bytes are, and the post it went into (null until then). */
export interface FeedImageFile {
  id: string;
  churchId: string;
  uploaderId: string;
  postId: string | null;
  contentType: string;
  byteSize: number;
  storageKey: string;
}

export interface FeedReport {
  postId: string;
  churchId: string;
  reporterId: string;
  reason: SocialFeedReportReason;
  details: string;
}

/**
 * Where the social feed keeps its posts, in its own terms. The routes depend on this and not on the database, so
 * the rules are tested without one and the database store is tested on its own.
 */
export interface SocialFeedStore {
  /** The reader's communities in their church, with their role in each. */
  communitiesOf(userId: string, churchId: string): Promise<Map<string, string>>;
  /** The names of those communities, by id. */
  communityNames(churchId: string, communityIds: readonly string[]): Promise<Map<string, string>>;
  /**
   * Newest first: the church-wide posts and those of the reader's communities (as the database has them at the time),
   * or only one community's (which the caller checks the reader may see before answering). It needs no
   * communitiesOf first, so the two can run side by side.
   */
  list(
    reader: Pick<FeedReader, 'userId' | 'churchId'>,
    page: { after: KeysetPosition | null; limit: number; communityId?: string },
  ): Promise<FeedPostRecord[]>;
  /** The announcements in force at `now` that the reader sees, newest first. */
  announcements(
    reader: FeedReader,
    options: { now: Date; limit: number; communityId?: string },
  ): Promise<FeedPostRecord[]>;
  /** A post of the reader's church (whoever may see it: the caller checks), with the reader's reaction and report. */
  find(postId: string, reader: FeedReader): Promise<FeedPostRecord | undefined>;
  /**
   * Adds the post and moves its images into it (only images the author uploaded in that church and never posted):
   * 'images-unavailable' when one is not, and nothing is written.
   */
  add(post: NewFeedPost): Promise<string | 'images-unavailable'>;
  /** Takes the post down with its comments, reactions and images; answers the storage keys of its images. */
  remove(postId: string): Promise<string[]>;
  setAnnouncement(postId: string, announcement: { announcedAt: Date; expiresAt: Date | null } | null): Promise<void>;
  /** The reader's one reaction, or none. */
  react(postId: string, userId: string, reaction: SocialFeedReaction | null): Promise<void>;
  listComments(postId: string, page: { after: KeysetPosition | null; limit: number }): Promise<FeedCommentRecord[]>;
  findComment(commentId: string): Promise<FeedCommentRecord | undefined>;
  addComment(comment: Omit<FeedCommentRecord, 'id' | 'createdAt'>): Promise<FeedCommentRecord>;
  removeComment(commentId: string): Promise<void>;
  /**
   * Keeps the report and, in the same transaction, runs `alongside` (publishing the domain event): null when the
   * reporter reported the post already.
   */
  addReport(
    report: FeedReport,
    alongside: (trx: Database, receipt: { id: string; createdAt: Date }) => Promise<void>,
  ): Promise<{ id: string; createdAt: Date } | null>;
  /** Who a post's announcement is for: the church's active people, or the community's members. */
  audienceOf(post: Pick<FeedPostRecord, 'churchId' | 'communityId'>): Promise<string[]>;
  addImage(image: FeedImageFile): Promise<void>;
  findImage(imageId: string): Promise<(FeedImageFile & { communityId: string | null }) | undefined>;
}
