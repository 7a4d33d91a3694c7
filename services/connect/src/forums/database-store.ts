import {
  connectEventTypes,
  type CommunityPrivacy,
  type CommunityRole,
  type ForumPostReportedEvent,
  type ForumPostStatus,
  type ForumReaction,
  type ForumReportReason,
} from '@koinonia/contracts';
import { containsPattern, keysetPage, type Database, type Outbox } from '@koinonia/service-kit';
import { isChurchStaff } from '../communities/domain';
import { createDatabaseForumEdits } from './database-edits';
import { listRank, type ForumReader, type ModerationRecord, type PostRecord, type ThreadRecord } from './domain';
import type { ForumsStore } from './store';

type QueryBuilder = ReturnType<Database['queryBuilder']>;

const CATEGORIES = 'connect.forum_categories';
const THREADS = 'connect.forum_threads';
const POSTS = 'connect.forum_posts';
const REACTIONS = 'connect.forum_reactions';
const REPORTS = 'connect.forum_reports';
const COMMUNITIES = 'connect.communities';
const MEMBERS = 'connect.community_members';

/** The community roles that moderate its forum. */
const MODERATOR_ROLES = ['leader', 'admin'];

interface ThreadRow {
  id: string;
  church_id: string;
  community_id: string | null;
  category_id: string;
  author_id: string;
  author_name: string;
  title: string;
  pinned: boolean;
  locked: boolean;
  status: ForumPostStatus;
  reply_count: number | string;
  last_activity_at: Date;
  list_rank: number | string;
  created_at: Date;
  category_name: string;
  community_name: string | null;
  community_privacy: CommunityPrivacy | null;
  community_moderated: boolean | null;
  reader_role: CommunityRole | null;
}

interface PostRow {
  id: string;
  thread_id: string;
  church_id: string;
  author_id: string;
  author_name: string;
  is_opening: boolean;
  markdown: string;
  html: string;
  status: ForumPostStatus;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
}

interface ModerationRow extends PostRow {
  thread_title: string;
  report_count?: number | string;
  reasons?: ForumReportReason[] | string;
  sorted_at: Date;
}

const THREAD_ORDER = {
  sortColumn: 'thread.list_rank',
  idColumn: 'thread.id',
  direction: 'desc',
  sortKeyType: 'integer',
} as const;
const REPLY_ORDER = {
  sortColumn: 'post.created_at',
  idColumn: 'post.id',
  direction: 'asc',
  sortKeyType: 'timestamp',
} as const;
const BY_NAME = { sortColumn: 'name', idColumn: 'id', direction: 'asc', sortKeyType: 'text' } as const;

function toThreadRecord(row: ThreadRow): ThreadRecord {
  return {
    id: row.id,
    churchId: row.church_id,
    community: row.community_id
      ? {
          id: row.community_id,
          churchId: row.church_id,
          name: row.community_name ?? '',
          privacy: row.community_privacy ?? 'open',
          forumModerated: row.community_moderated ?? false,
          readerRole: row.reader_role,
        }
      : null,
    category: { id: row.category_id, name: row.category_name },
    authorId: row.author_id,
    authorName: row.author_name,
    title: row.title,
    pinned: row.pinned,
    locked: row.locked,
    status: row.status,
    replyCount: Number(row.reply_count),
    lastActivityAt: new Date(row.last_activity_at),
    listRank: Number(row.list_rank),
    createdAt: new Date(row.created_at),
  };
}

const toPostRecord = (row: PostRow): PostRecord => ({
  id: row.id,
  threadId: row.thread_id,
  churchId: row.church_id,
  authorId: row.author_id,
  authorName: row.author_name,
  isOpening: row.is_opening,
  markdown: row.markdown,
  html: row.html,
  status: row.status,
  createdAt: new Date(row.created_at),
  editedAt: row.edited_at ? new Date(row.edited_at) : null,
  deletedAt: row.deleted_at ? new Date(row.deleted_at) : null,
  reactions: [],
  reportedByMe: false,
});

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** PostgreSQL answers an array; PGlite may answer its text form ({spam,other}). */
const reasonsOf = (value: ForumReportReason[] | string | undefined): ForumReportReason[] =>
  Array.isArray(value)
    ? value
    : ((value ?? '')
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean) as ForumReportReason[]);

/** Forums in PostgreSQL (the connect schema). `outbox` records forum.post_reported with each report. */
export function createDatabaseForumsStore(db: Database, deps: { outbox: Pick<Outbox, 'record'> }): ForumsStore {
  /** The reader's church's threads, each with its category, community and the reader's standing there. */
  function threadsAs(reader: ForumReader) {
    return db(`${THREADS} as thread`)
      .join(`${CATEGORIES} as category`, 'category.id', 'thread.category_id')
      .leftJoin(`${COMMUNITIES} as community`, 'community.id', 'thread.community_id')
      .leftJoin(`${MEMBERS} as mine`, function joinReader() {
        this.on('mine.community_id', '=', 'thread.community_id').andOn(
          'mine.user_id',
          '=',
          db.raw('?', [reader.userId]),
        );
      })
      .where('thread.church_id', reader.churchId)
      .select<ThreadRow[]>(
        'thread.*',
        'category.name as category_name',
        'community.name as community_name',
        'community.privacy as community_privacy',
        'community.forum_moderated as community_moderated',
        'mine.role as reader_role',
        db.raw(
          "(select count(*)::int from connect.forum_posts as reply where reply.thread_id = thread.id and not reply.is_opening and reply.status = 'published' and reply.deleted_at is null) as reply_count",
        ),
      );
  }

  /** domain.canSeeThread as a condition (the church's staff see every thread of their church). */
  const visibleThreads = (reader: ForumReader) => (rows: QueryBuilder) => {
    if (isChurchStaff(reader.role)) return rows;
    return rows
      .andWhere((audience) =>
        audience
          .whereNull('thread.community_id')
          .orWhereNot('community.privacy', 'hidden')
          .orWhereNotNull('mine.user_id'),
      )
      .andWhere((status) =>
        status
          .where('thread.status', 'published')
          .orWhere('thread.author_id', reader.userId)
          .orWhereIn('mine.role', MODERATOR_ROLES),
      );
  };

  /** What the reader moderates: every thread of the church for its staff, their communities' for leaders and admins. */
  const moderatedThreads = (reader: ForumReader) => (rows: QueryBuilder) =>
    isChurchStaff(reader.role) ? rows : rows.andWhere((scope) => scope.whereIn('mine.role', MODERATOR_ROLES));

  /** The posts with their reactions and whether the reader reported them. */
  async function withDetails(posts: PostRecord[], reader: ForumReader): Promise<PostRecord[]> {
    if (posts.length === 0) return posts;
    const ids = posts.map((post) => post.id);
    const counts = (await db(REACTIONS)
      .whereIn('post_id', ids)
      .groupBy('post_id', 'reaction')
      .select(
        'post_id',
        'reaction',
        db.raw('count(*)::int as count'),
        db.raw('bool_or(user_id = ?) as mine', [reader.userId]),
      )) as Array<{ post_id: string; reaction: ForumReaction; count: number | string; mine: boolean }>;
    const reported = new Set(
      (
        (await db(REPORTS).whereIn('post_id', ids).where('reporter_id', reader.userId).select('post_id')) as Array<{
          post_id: string;
        }>
      ).map((row) => row.post_id),
    );
    return posts.map((post) => ({
      ...post,
      reactions: counts
        .filter((count) => count.post_id === post.id)
        .map((count) => ({ reaction: count.reaction, count: Number(count.count), mine: count.mine })),
      reportedByMe: reported.has(post.id),
    }));
  }

  async function postsOf(rows: PostRow[], reader: ForumReader) {
    return withDetails(rows.map(toPostRecord), reader);
  }

  /** Posts with their thread, in what the reader moderates. */
  function moderationPostsAs(reader: ForumReader) {
    return (
      db(`${POSTS} as post`)
        .join(`${THREADS} as thread`, 'thread.id', 'post.thread_id')
        .leftJoin(`${MEMBERS} as mine`, function joinReader() {
          this.on('mine.community_id', '=', 'thread.community_id').andOn(
            'mine.user_id',
            '=',
            db.raw('?', [reader.userId]),
          );
        })
        .where('post.church_id', reader.churchId)
        // A deleted reply has nothing left to moderate.
        .whereNull('post.deleted_at')
        .modify(moderatedThreads(reader))
    );
  }

  async function toModerationRecords(rows: ModerationRow[], reader: ForumReader): Promise<ModerationRecord[]> {
    const posts = await postsOf(rows, reader);
    return rows.map((row, index) => ({
      post: posts[index]!,
      thread: { id: row.thread_id, title: row.thread_title },
      reportCount: Number(row.report_count ?? 0),
      reasons: reasonsOf(row.reasons),
      sortedAt: new Date(row.sorted_at),
    }));
  }

  async function findThread(threadId: string, reader: ForumReader): Promise<ThreadRecord | undefined> {
    const row = await threadsAs(reader).andWhere('thread.id', threadId).first();
    return row ? toThreadRecord(row as ThreadRow) : undefined;
  }

  return {
    ...createDatabaseForumEdits(db),

    async listCategories(churchId, page) {
      return keysetPage(
        db(CATEGORIES).where('church_id', churchId).select<Array<{ id: string; name: string }>>('id', 'name'),
        BY_NAME,
        page,
      );
    },

    async findCategory(categoryId, churchId) {
      return db(CATEGORIES)
        .where({ id: categoryId, church_id: churchId })
        .first<{ id: string; name: string } | undefined>('id', 'name');
    },

    async createCategory(churchId, name) {
      try {
        const [row] = (await db(CATEGORIES).insert({ church_id: churchId, name }).returning(['id', 'name'])) as Array<{
          id: string;
          name: string;
        }>;
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async findCommunity(communityId, reader) {
      const row = (await db(`${COMMUNITIES} as community`)
        .leftJoin(`${MEMBERS} as mine`, function joinReader() {
          this.on('mine.community_id', '=', 'community.id').andOn('mine.user_id', '=', db.raw('?', [reader.userId]));
        })
        .where({ 'community.id': communityId, 'community.church_id': reader.churchId })
        .first(
          'community.id',
          'community.church_id',
          'community.name',
          'community.privacy',
          'community.forum_moderated',
          'mine.role as reader_role',
        )) as
        | {
            id: string;
            church_id: string;
            name: string;
            privacy: CommunityPrivacy;
            forum_moderated: boolean;
            reader_role: CommunityRole | null;
          }
        | undefined;
      if (!row) return undefined;
      return {
        id: row.id,
        churchId: row.church_id,
        name: row.name,
        privacy: row.privacy,
        forumModerated: row.forum_moderated,
        readerRole: row.reader_role,
      };
    },

    async listThreads(reader, query) {
      const rows = threadsAs(reader).modify(visibleThreads(reader));
      if (query.categoryId) rows.andWhere('thread.category_id', query.categoryId);
      if (query.communityId) rows.andWhere('thread.community_id', query.communityId);
      if (query.q) rows.andWhereILike('thread.title', containsPattern(query.q));
      return (await keysetPage(rows, THREAD_ORDER, query)).map(toThreadRecord);
    },

    findThread,

    async findPost(postId, reader) {
      const row = (await db(POSTS).where({ id: postId, church_id: reader.churchId }).first()) as PostRow | undefined;
      if (!row) return undefined;
      const thread = await findThread(row.thread_id, reader);
      if (!thread) return undefined;
      const [post] = await postsOf([row], reader);
      return { post: post!, thread };
    },

    async openingOf(threadId, reader) {
      const row = (await db(POSTS).where({ thread_id: threadId, is_opening: true }).first()) as PostRow;
      const [post] = await postsOf([row], reader);
      return post!;
    },

    async createThread(thread, opening) {
      const now = new Date();
      return db.transaction(async (trx) => {
        const [created] = (await trx(THREADS)
          .insert({
            church_id: thread.churchId,
            community_id: thread.communityId,
            category_id: thread.categoryId,
            author_id: opening.authorId,
            author_name: opening.authorName,
            title: thread.title,
            status: opening.status,
            last_activity_at: now,
            list_rank: listRank(false, now),
            created_at: now,
          })
          .returning('id')) as Array<{ id: string }>;
        await trx(POSTS).insert({
          thread_id: created!.id,
          church_id: thread.churchId,
          author_id: opening.authorId,
          author_name: opening.authorName,
          is_opening: true,
          markdown: opening.markdown,
          html: opening.html,
          status: opening.status,
          created_at: now,
        });
        return created!.id;
      });
    },

    async listReplies(threadId, reader, moderator, page) {
      const rows = db(`${POSTS} as post`)
        .where({ 'post.thread_id': threadId, 'post.church_id': reader.churchId, 'post.is_opening': false })
        .select<PostRow[]>('post.*');
      if (!moderator)
        rows.andWhere((visible) => visible.where('post.status', 'published').orWhere('post.author_id', reader.userId));
      return postsOf(await keysetPage(rows, REPLY_ORDER, page), reader);
    },

    async addReply(threadId, post) {
      const now = new Date();
      return db.transaction(async (trx) => {
        // Under the thread's row lock: a reply and a lock cannot cross.
        const thread = (await trx(THREADS)
          .where({ id: threadId })
          .forUpdate()
          .first('church_id', 'locked', 'pinned')) as {
          church_id: string;
          locked: boolean;
          pinned: boolean;
        };
        if (thread.locked) return 'locked' as const;
        const [row] = (await trx(POSTS)
          .insert({
            thread_id: threadId,
            church_id: thread.church_id,
            author_id: post.authorId,
            author_name: post.authorName,
            markdown: post.markdown,
            html: post.html,
            status: post.status,
            created_at: now,
          })
          .returning('*')) as PostRow[];
        if (post.status === 'published') {
          await trx(THREADS)
            .where({ id: threadId })
            .update({ last_activity_at: now, list_rank: listRank(thread.pinned, now) });
        }
        return toPostRecord(row!);
      });
    },

    async setPinned(threadId, pinned) {
      await db.transaction(async (trx) => {
        const thread = (await trx(THREADS).where({ id: threadId }).forUpdate().first('last_activity_at')) as {
          last_activity_at: Date;
        };
        await trx(THREADS)
          .where({ id: threadId })
          .update({ pinned, list_rank: listRank(pinned, new Date(thread.last_activity_at)) });
      });
    },

    async setLocked(threadId, locked) {
      await db(THREADS).where({ id: threadId }).update({ locked });
    },

    async react(postId, reaction, reacted, reader) {
      if (reacted) {
        await db(REACTIONS)
          .insert({ post_id: postId, user_id: reader.userId, reaction })
          .onConflict(['post_id', 'user_id', 'reaction'])
          .ignore();
      } else {
        await db(REACTIONS).where({ post_id: postId, user_id: reader.userId, reaction }).delete();
      }
      const [post] = await withDetails([{ id: postId } as PostRecord], reader);
      return post!.reactions;
    },

    async addReport(report, thread, authorId) {
      return db.transaction(async (trx) => {
        const [row] = (await trx(REPORTS)
          .insert({
            post_id: report.postId,
            reporter_id: report.reporterId,
            reason: report.reason,
            details: report.details,
          })
          .onConflict(['post_id', 'reporter_id'])
          .ignore()
          .returning(['id', 'created_at'])) as Array<{ id: string; created_at: Date }>;
        if (!row) return 'already' as const;
        const event: ForumPostReportedEvent = {
          reportId: row.id,
          postId: report.postId,
          threadId: thread.id,
          churchId: thread.churchId,
          communityId: thread.community?.id ?? null,
          reporterId: report.reporterId,
          authorId,
          reason: report.reason,
          details: report.details,
          reportedAt: new Date(row.created_at).toISOString(),
        };
        await deps.outbox.record(trx, { type: connectEventTypes.forumPostReported, payload: { ...event } });
        return 'added' as const;
      });
    },

    async dismissReports(postId) {
      await db(REPORTS).where({ post_id: postId }).whereNull('dismissed_at').update({ dismissed_at: db.fn.now() });
    },

    async setPostStatus(postId, status) {
      await db.transaction(async (trx) => {
        const post = (await trx(POSTS)
          .where({ id: postId })
          .forUpdate()
          .first('thread_id', 'is_opening', 'status')) as {
          thread_id: string;
          is_opening: boolean;
          status: ForumPostStatus;
        };
        await trx(POSTS).where({ id: postId }).update({ status });
        if (post.is_opening) {
          await trx(THREADS).where({ id: post.thread_id }).update({ status });
        } else if (status === 'published' && post.status === 'pending') {
          // An approved reply is new activity in its thread.
          const now = new Date();
          const thread = (await trx(THREADS).where({ id: post.thread_id }).forUpdate().first('pinned')) as {
            pinned: boolean;
          };
          await trx(THREADS)
            .where({ id: post.thread_id })
            .update({ last_activity_at: now, list_rank: listRank(thread.pinned, now) });
        }
      });
    },

    async listPending(reader, page) {
      const rows = moderationPostsAs(reader)
        .andWhere('post.status', 'pending')
        .select<ModerationRow[]>('post.*', 'thread.title as thread_title', 'post.created_at as sorted_at');
      const order = {
        sortColumn: 'post.created_at',
        idColumn: 'post.id',
        direction: 'asc',
        sortKeyType: 'timestamp',
      } as const;
      return toModerationRecords(await keysetPage(rows, order, page), reader);
    },

    async listReported(reader, page) {
      const open = db(REPORTS)
        .whereNull('dismissed_at')
        .groupBy('post_id')
        .select(
          'post_id',
          db.raw('max(created_at) as last_reported_at'),
          db.raw('count(*)::int as report_count'),
          db.raw('array_agg(distinct reason) as reasons'),
        )
        .as('reported');
      const rows = moderationPostsAs(reader)
        .join(open, 'reported.post_id', 'post.id')
        .whereIn('post.status', ['published', 'pending'])
        .select<ModerationRow[]>(
          'post.*',
          'thread.title as thread_title',
          'reported.report_count',
          'reported.reasons',
          'reported.last_reported_at as sorted_at',
        );
      const order = {
        sortColumn: 'reported.last_reported_at',
        idColumn: 'post.id',
        direction: 'desc',
        sortKeyType: 'timestamp',
      } as const;
      return toModerationRecords(await keysetPage(rows, order, page), reader);
    },

    async listModeratedCommunities(reader, page) {
      const rows = db(`${COMMUNITIES} as community`)
        .where('community.church_id', reader.churchId)
        .select<Array<{ id: string; name: string; forum_moderated: boolean }>>(
          'community.id',
          'community.name',
          'community.forum_moderated',
        );
      if (!isChurchStaff(reader.role)) {
        rows.whereExists(
          db(MEMBERS)
            .whereRaw('community_members.community_id = community.id')
            .where('community_members.user_id', reader.userId)
            .whereIn('community_members.role', MODERATOR_ROLES),
        );
      }
      const order = {
        sortColumn: 'community.name',
        idColumn: 'community.id',
        direction: 'asc',
        sortKeyType: 'text',
      } as const;
      return (await keysetPage(rows, order, page)).map((row) => ({
        id: row.id,
        name: row.name,
        moderated: row.forum_moderated,
      }));
    },

    async setCommunityModerated(communityId, moderated) {
      await db(COMMUNITIES).where({ id: communityId }).update({ forum_moderated: moderated });
    },
  };
}
