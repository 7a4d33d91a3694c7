import type { KeysetPosition, SocialFeedReaction } from '@koinonia/contracts';
import { keysetPage, type Database } from '@koinonia/service-kit';
import type { FeedCommentRecord, FeedImageRecord, FeedPostRecord, FeedReader } from './domain';
import type { SocialFeedStore } from './store';

const POSTS = 'connect.feed_posts';
const IMAGES = 'connect.feed_images';
const COMMENTS = 'connect.feed_comments';
const REACTIONS = 'connect.feed_reactions';
const REPORTS = 'connect.feed_reports';

/** A row of connect.feed_posts, with its community's name. */
interface PostRow {
  id: string;
  church_id: string;
  community_id: string | null;
  community_name: string | null;
  author_id: string;
  author_name: string;
  body: string;
  is_announcement: boolean;
  announced_at: Date | null;
  announcement_expires_at: Date | null;
  created_at: Date;
  images: FeedImageRecord[];
  reaction_counts: Partial<Record<SocialFeedReaction, number | string>> | null;
  my_reaction: SocialFeedReaction | null;
  reported_by_me: boolean;
  comment_count: number | string;
}

interface CommentRow {
  id: string;
  post_id: string;
  author_id: string;
  author_name: string;
  body: string;
  created_at: Date;
}

const FEED_ORDER = {
  sortColumn: 'p.created_at',
  idColumn: 'p.id',
  direction: 'desc',
  sortKeyType: 'timestamp',
} as const;
const COMMENT_ORDER = { sortColumn: 'created_at', idColumn: 'id', direction: 'asc', sortKeyType: 'timestamp' } as const;

const imagesUnavailable = new Error('images unavailable');

const toComment = (row: CommentRow): FeedCommentRecord => ({
  id: row.id,
  postId: row.post_id,
  authorId: row.author_id,
  authorName: row.author_name,
  body: row.body,
  createdAt: row.created_at,
});

const postColumns = [
  'p.id',
  'p.church_id',
  'p.community_id',
  'c.name as community_name',
  'p.author_id',
  'p.author_name',
  'p.body',
  'p.is_announcement',
  'p.announced_at',
  'p.announcement_expires_at',
  'p.created_at',
];

/**
 * Posts with what a page shows of each, for one reader: images, reaction counts, comment count and the reader's own
 * reaction and report, as subqueries of the one statement (PostgreSQL runs them only for the rows the page keeps).
 */
const postsOf = (db: Database, readerId: string) =>
  db({ p: POSTS })
    .leftJoin({ c: 'connect.communities' }, 'c.id', 'p.community_id')
    .select(postColumns)
    .select(
      db.raw(
        `coalesce((SELECT json_agg(json_build_object('id', i.id, 'alt', i.alt, 'position', i.position) ORDER BY i.position)
                     FROM ?? i WHERE i.post_id = p.id), '[]') AS images`,
        [IMAGES],
      ),
      db.raw(
        `(SELECT json_object_agg(counted.reaction, counted.n) FROM
           (SELECT r.reaction, count(*) AS n FROM ?? r WHERE r.post_id = p.id GROUP BY r.reaction) counted) AS reaction_counts`,
        [REACTIONS],
      ),
      db.raw('(SELECT r.reaction FROM ?? r WHERE r.post_id = p.id AND r.user_id = ?) AS my_reaction', [REACTIONS, readerId]),
      db.raw('EXISTS (SELECT 1 FROM ?? rp WHERE rp.post_id = p.id AND rp.reporter_id = ?) AS reported_by_me', [REPORTS, readerId]),
      db.raw('(SELECT count(*) FROM ?? cm WHERE cm.post_id = p.id) AS comment_count', [COMMENTS]),
    );

function toRecord(row: PostRow): FeedPostRecord {
  const reactions = { like: 0, love: 0, pray: 0 } as Record<SocialFeedReaction, number>;
  for (const reaction of Object.keys(reactions) as SocialFeedReaction[])
    reactions[reaction] = Number(row.reaction_counts?.[reaction] ?? 0);
  return {
    id: row.id,
    churchId: row.church_id,
    communityId: row.community_id,
    communityName: row.community_name,
    authorId: row.author_id,
    authorName: row.author_name,
    body: row.body,
    isAnnouncement: row.is_announcement,
    announcedAt: row.announced_at,
    announcementExpiresAt: row.announcement_expires_at,
    createdAt: row.created_at,
    images: row.images.map((image) => ({ id: image.id, alt: image.alt, position: image.position })),
    reactions,
    myReaction: row.my_reaction,
    reportedByMe: row.reported_by_me,
    commentCount: Number(row.comment_count),
  };
}

/** The audience of a reader's feed: the church-wide posts and those of their communities (index-friendly: the
 * church's order index yields rows newest first, and this keeps or skips each on the community id it includes; the
 * reader's communities are read once, as a hashed subplan). */
const inReadersFeed = (query: ReturnType<typeof postsOf>, reader: Pick<FeedReader, 'userId' | 'churchId'>) =>
  query.where('p.church_id', reader.churchId).where((audience) => {
    audience
      .whereNull('p.community_id')
      .orWhereIn('p.community_id', (mine) =>
        mine.from({ m: 'connect.community_members' }).where('m.user_id', reader.userId).select('m.community_id'),
      );
  });

/**
 * One page of a reader's feed, the whole church's or one community's, newest first (also the bench's bare baseline
 * runs it, compiled: `npm run bench --only connect`).
 */
export function feedPageQuery(
  db: Database,
  reader: Pick<FeedReader, 'userId' | 'churchId'>,
  page: { after: KeysetPosition | null; limit: number; communityId?: string },
) {
  const query = page.communityId
    ? postsOf(db, reader.userId).where({ 'p.church_id': reader.churchId, 'p.community_id': page.communityId })
    : inReadersFeed(postsOf(db, reader.userId), reader);
  return keysetPage(query, FEED_ORDER, page);
}

/** The social feed in PostgreSQL (the connect schema). */
export function createDatabaseSocialFeedStore(db: Database): SocialFeedStore {
  return {
    async communitiesOf(userId, churchId) {
      const rows = await db({ m: 'connect.community_members' })
        .join({ c: 'connect.communities' }, 'c.id', 'm.community_id')
        .where({ 'm.user_id': userId, 'c.church_id': churchId })
        .select<Array<{ community_id: string; role: string }>>('m.community_id', 'm.role');
      return new Map(rows.map((row) => [row.community_id, row.role]));
    },

    async communityNames(churchId, communityIds) {
      if (communityIds.length === 0) return new Map();
      const rows = await db('connect.communities')
        .where('church_id', churchId)
        .whereIn('id', [...communityIds])
        .select<Array<{ id: string; name: string }>>('id', 'name');
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async list(reader, page) {
      return ((await feedPageQuery(db, reader, page)) as PostRow[]).map(toRecord);
    },

    async announcements(reader, options) {
      const query = options.communityId
        ? postsOf(db, reader.userId).where({ 'p.church_id': reader.churchId, 'p.community_id': options.communityId })
        : inReadersFeed(postsOf(db, reader.userId), reader);
      const rows = (await query
        .where('p.is_announcement', true)
        .where((live) =>
          live.whereNull('p.announcement_expires_at').orWhere('p.announcement_expires_at', '>', options.now),
        )
        .orderBy([
          { column: 'p.announced_at', order: 'desc' },
          { column: 'p.id', order: 'desc' },
        ])
        .limit(options.limit)) as PostRow[];
      return rows.map(toRecord);
    },

    async find(postId, reader) {
      const row = (await postsOf(db, reader.userId).where({ 'p.id': postId, 'p.church_id': reader.churchId }).first()) as
        PostRow | undefined;
      return row ? toRecord(row) : undefined;
    },

    async add(post) {
      return db
        .transaction(async (trx) => {
          const now = new Date();
          const [row] = (await trx(POSTS)
            .insert({
              church_id: post.churchId,
              community_id: post.communityId,
              author_id: post.authorId,
              author_name: post.authorName,
              body: post.body,
              is_announcement: post.announcement !== null,
              announced_at: post.announcement ? now : null,
              announcement_expires_at: post.announcement?.expiresAt ?? null,
            })
            .returning('id')) as Array<{ id: string }>;
          for (const [position, image] of post.images.entries()) {
            const claimed = await trx(IMAGES)
              .where({ id: image.id, church_id: post.churchId, uploader_id: post.authorId })
              .whereNull('post_id')
              .update({ post_id: row!.id, position, alt: image.alt });
            // Thrown to roll the post back: an image that is not the author's to post.
            if (claimed !== 1) throw imagesUnavailable;
          }
          return row!.id;
        })
        .catch((error: unknown) => {
          if (error === imagesUnavailable) return 'images-unavailable' as const;
          throw error;
        });
    },

    async remove(postId) {
      return db.transaction(async (trx) => {
        const keys = (await trx(IMAGES).where('post_id', postId).pluck('storage_key')) as string[];
        await trx(POSTS).where('id', postId).delete();
        return keys;
      });
    },

    async setAnnouncement(postId, announcement) {
      await db(POSTS)
        .where('id', postId)
        .update({
          is_announcement: announcement !== null,
          announced_at: announcement?.announcedAt ?? null,
          announcement_expires_at: announcement?.expiresAt ?? null,
        });
    },

    async react(postId, userId, reaction) {
      if (reaction === null) {
        await db(REACTIONS).where({ post_id: postId, user_id: userId }).delete();
        return;
      }
      await db(REACTIONS)
        .insert({ post_id: postId, user_id: userId, reaction })
        .onConflict(['post_id', 'user_id'])
        .merge({ reaction, created_at: db.fn.now() });
    },

    async listComments(postId, page) {
      const query = db(COMMENTS).select<CommentRow[]>('*').where('post_id', postId);
      return ((await keysetPage(query, COMMENT_ORDER, page)) as CommentRow[]).map(toComment);
    },

    async findComment(commentId) {
      const row = (await db(COMMENTS).where('id', commentId).first()) as CommentRow | undefined;
      return row ? toComment(row) : undefined;
    },

    async addComment(comment) {
      const [row] = (await db(COMMENTS)
        .insert({
          post_id: comment.postId,
          author_id: comment.authorId,
          author_name: comment.authorName,
          body: comment.body,
        })
        .returning('*')) as CommentRow[];
      return toComment(row!);
    },

    async removeComment(commentId) {
      await db(COMMENTS).where('id', commentId).delete();
    },

    async addReport(report, alongside) {
      return db.transaction(async (trx) => {
        const [row] = (await trx(REPORTS)
          .insert({
            post_id: report.postId,
            church_id: report.churchId,
            reporter_id: report.reporterId,
            reason: report.reason,
            details: report.details,
          })
          .onConflict(['post_id', 'reporter_id'])
          .ignore()
          .returning(['id', 'created_at'])) as Array<{ id: string; created_at: Date }>;
        if (!row) return null;
        const receipt = { id: row.id, createdAt: row.created_at };
        await alongside(trx, receipt);
        return receipt;
      });
    },

    async audienceOf(post) {
      if (post.communityId) {
        return (await db('connect.community_members')
          .where('community_id', post.communityId)
          .pluck('user_id')) as string[];
      }
      return (await db('connect.people')
        .where({ church_id: post.churchId, status: 'active' })
        .pluck('user_id')) as string[];
    },

    async addImage(image) {
      await db(IMAGES).insert({
        id: image.id,
        church_id: image.churchId,
        uploader_id: image.uploaderId,
        post_id: image.postId,
        content_type: image.contentType,
        byte_size: image.byteSize,
        storage_key: image.storageKey,
      });
    },

    async findImage(imageId) {
      const row = (await db({ i: IMAGES })
        .leftJoin({ p: POSTS }, 'p.id', 'i.post_id')
        .where('i.id', imageId)
        .first('i.*', 'p.community_id')) as
        | {
            id: string;
            church_id: string;
            uploader_id: string;
            post_id: string | null;
            content_type: string;
            byte_size: number;
            storage_key: string;
            community_id: string | null;
          }
        | undefined;
      return row
        ? {
            id: row.id,
            churchId: row.church_id,
            uploaderId: row.uploader_id,
            postId: row.post_id,
            contentType: row.content_type,
            byteSize: row.byte_size,
            storageKey: row.storage_key,
            communityId: row.community_id,
          }
        : undefined;
    },
  };
}
