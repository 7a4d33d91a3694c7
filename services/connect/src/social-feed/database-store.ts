import type { SocialFeedReaction } from '@koinonia/contracts';
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

/** The social feed in PostgreSQL (the connect schema). */
export function createDatabaseSocialFeedStore(db: Database): SocialFeedStore {
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
  const posts = () =>
    db({ p: POSTS }).leftJoin({ c: 'connect.communities' }, 'c.id', 'p.community_id').select(postColumns);

  /** The audience of a reader's feed: the church-wide posts and those of their communities (index-friendly: the
   * church's order index yields rows newest first, and this keeps or skips each on the community id it includes). */
  const inReadersFeed = (query: ReturnType<typeof posts>, reader: FeedReader) =>
    query.where('p.church_id', reader.churchId).where((audience) => {
      audience.whereNull('p.community_id');
      if (reader.communities.size > 0) audience.orWhereIn('p.community_id', [...reader.communities.keys()]);
    });

  /** Images, reactions, comment counts and the reader's own doings, for a page of posts. */
  async function withDetails(rows: PostRow[], readerId: string): Promise<FeedPostRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [images, reactions, comments, reports] = await Promise.all([
      db(IMAGES)
        .whereIn('post_id', ids)
        .select<Array<{ id: string; post_id: string; alt: string; position: number }>>(
          'id',
          'post_id',
          'alt',
          'position',
        ),
      db(REACTIONS)
        .whereIn('post_id', ids)
        .groupBy('post_id', 'reaction')
        .select<Array<{ post_id: string; reaction: SocialFeedReaction; count: string | number; mine: boolean }>>(
          'post_id',
          'reaction',
          db.raw('count(*) as count'),
          db.raw('bool_or(user_id = ?) as mine', [readerId]),
        ),
      db(COMMENTS)
        .whereIn('post_id', ids)
        .groupBy('post_id')
        .select<Array<{ post_id: string; count: string | number }>>('post_id', db.raw('count(*) as count')),
      db(REPORTS).whereIn('post_id', ids).where('reporter_id', readerId).select<Array<{ post_id: string }>>('post_id'),
    ]);
    return rows.map((row) => {
      const own = reactions.filter((reaction) => reaction.post_id === row.id);
      const counts = { like: 0, love: 0, pray: 0 } as Record<SocialFeedReaction, number>;
      for (const reaction of own) if (reaction.reaction in counts) counts[reaction.reaction] = Number(reaction.count);
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
        images: images
          .filter((image) => image.post_id === row.id)
          .map((image): FeedImageRecord => ({ id: image.id, alt: image.alt, position: image.position })),
        reactions: counts,
        myReaction: own.find((reaction) => reaction.mine)?.reaction ?? null,
        reportedByMe: reports.some((report) => report.post_id === row.id),
        commentCount: Number(comments.find((comment) => comment.post_id === row.id)?.count ?? 0),
      };
    });
  }

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
      const query = page.communityId
        ? posts().where({ 'p.church_id': reader.churchId, 'p.community_id': page.communityId })
        : inReadersFeed(posts(), reader);
      const rows = (await keysetPage(query, FEED_ORDER, page)) as PostRow[];
      return withDetails(rows, reader.userId);
    },

    async announcements(reader, options) {
      const query = options.communityId
        ? posts().where({ 'p.church_id': reader.churchId, 'p.community_id': options.communityId })
        : inReadersFeed(posts(), reader);
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
      return withDetails(rows, reader.userId);
    },

    async find(postId, reader) {
      const row = (await posts().where({ 'p.id': postId, 'p.church_id': reader.churchId }).first()) as
        PostRow | undefined;
      return row ? (await withDetails([row], reader.userId))[0] : undefined;
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
