import type {
  ForumCategory,
  ForumModeratedCommunity,
  ForumModerationStatus,
  ForumPostStatus,
  ForumReaction,
  ForumReportReason,
  KeysetPosition,
} from '@koinonia/contracts';
import type {
  ForumCommunityRecord,
  ForumReader,
  ModerationRecord,
  PostRecord,
  ReactionCount,
  ThreadRecord,
} from './domain';

export interface Page {
  after: KeysetPosition | null;
  limit: number;
}

export interface ThreadListQuery extends Page {
  categoryId?: string;
  communityId?: string;
  q?: string;
}

export interface NewPost {
  authorId: string;
  authorName: string;
  markdown: string;
  html: string;
  status: ForumPostStatus;
}

export interface NewThread {
  churchId: string;
  communityId: string | null;
  categoryId: string;
  title: string;
}

/** A post's new text (rendered), and its thread's new title when it is the opening post. */
export interface PostEdit {
  markdown: string;
  html: string;
  title?: string;
}

export interface NewReport {
  postId: string;
  reporterId: string;
  reason: ForumReportReason;
  details: string;
}

/**
 * Where the forums of each church are kept, in the feature's own terms. Every read is for one reader of one church:
 * another church's thread or post is not found, and the lists apply domain.canSeeThread / canSeePost in their query.
 */
export interface ForumsStore {
  listCategories(churchId: string, page: Page): Promise<ForumCategory[]>;
  findCategory(categoryId: string, churchId: string): Promise<ForumCategory | undefined>;
  /** Adds a category; null when the church has one of that name already (whatever its case). */
  createCategory(churchId: string, name: string): Promise<ForumCategory | null>;
  /** Renames a category of the church: 'taken' when another has that name (whatever its case), undefined if none. */
  renameCategory(categoryId: string, churchId: string, name: string): Promise<ForumCategory | 'taken' | undefined>;
  /** Deletes a category of the church that has no threads: 'has_threads' while it has, 'not_found' if none. */
  deleteCategory(categoryId: string, churchId: string): Promise<'deleted' | 'has_threads' | 'not_found'>;

  /** A community of the reader's church, as the reader stands in it. */
  findCommunity(communityId: string, reader: ForumReader): Promise<ForumCommunityRecord | undefined>;
  /** The threads the reader may see: pinned first, then the latest activity. */
  listThreads(reader: ForumReader, query: ThreadListQuery): Promise<ThreadRecord[]>;
  /** A thread of the reader's church, whoever may see it (the caller decides). */
  findThread(threadId: string, reader: ForumReader): Promise<ThreadRecord | undefined>;
  /** A post of the reader's church with its thread, whoever may see them (the caller decides). */
  findPost(postId: string, reader: ForumReader): Promise<{ post: PostRecord; thread: ThreadRecord } | undefined>;
  /** The thread's opening post as the reader sees it. */
  openingOf(threadId: string, reader: ForumReader): Promise<PostRecord>;
  createThread(thread: NewThread, opening: NewPost, reader: ForumReader): Promise<string>;
  /** The thread's replies oldest first: the published ones, the reader's own, and all of them to a moderator. */
  listReplies(threadId: string, reader: ForumReader, moderator: boolean, page: Page): Promise<PostRecord[]>;
  /** Adds a reply under the thread's row lock: 'locked' when the thread was locked meanwhile. */
  addReply(threadId: string, post: NewPost, reader: ForumReader): Promise<PostRecord | 'locked'>;
  /**
   * Replaces a post's text (and its thread's title) and marks it edited, keeping its status (a post waiting for
   * approval still waits), under its thread's row lock: 'locked' when the thread is locked and `evenLocked` is false.
   */
  editPost(postId: string, edit: PostEdit, evenLocked: boolean): Promise<'edited' | 'locked'>;
  /** A deleted reply keeps its place with its text, reactions and the notice it sent removed. */
  deleteReply(postId: string): Promise<void>;
  /** Deletes a thread with all its posts, their reactions and reports, and the notices about it. */
  deleteThread(threadId: string): Promise<void>;
  setPinned(threadId: string, pinned: boolean): Promise<void>;
  setLocked(threadId: string, locked: boolean): Promise<void>;

  /** Adds or takes back one reaction of the reader's; answers the post's reactions made so far. */
  react(postId: string, reaction: ForumReaction, reacted: boolean, reader: ForumReader): Promise<ReactionCount[]>;
  /** Records a report (and its forum.post_reported event, in the same transaction); 'already' when they had. */
  addReport(report: NewReport, thread: ThreadRecord, authorId: string): Promise<'added' | 'already'>;
  dismissReports(postId: string): Promise<void>;
  /** Sets a post's status (an opening post's is its thread's); a reply published moves its thread's activity. */
  setPostStatus(postId: string, status: ForumModerationStatus): Promise<void>;

  /** Posts waiting for approval in what the reader moderates, oldest first. */
  listPending(reader: ForumReader, page: Page): Promise<ModerationRecord[]>;
  /** Reported posts in what the reader moderates, latest report first. */
  listReported(reader: ForumReader, page: Page): Promise<ModerationRecord[]>;
  /** The communities whose forum the reader moderates (all the church's for its staff), by name. */
  listModeratedCommunities(reader: ForumReader, page: Page): Promise<ForumModeratedCommunity[]>;
  setCommunityModerated(communityId: string, moderated: boolean): Promise<void>;
}
