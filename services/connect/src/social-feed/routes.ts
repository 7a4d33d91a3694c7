import { randomUUID } from 'node:crypto';
import {
  connectEventTypes,
  idParamsSchema,
  SOCIAL_FEED_IMAGE_FIELD,
  SOCIAL_FEED_IMAGE_MAX_BYTES,
  SOCIAL_FEED_IMAGE_SIZE_MESSAGE,
  SOCIAL_FEED_IMAGE_TYPE_MESSAGE,
  SOCIAL_FEED_IMAGES_PATH,
  SOCIAL_FEED_PINNED_MAX,
  socialFeedContract,
  socialFeedImagePath,
  type FeedPostReportedEvent,
  type SocialFeedUploadedImage,
} from '@koinonia/contracts';
import {
  access,
  HttpError,
  keysetResult,
  readImageUpload,
  route,
  type Logger,
  type ObjectStorage,
  type Outbox,
  uuidFromKey,
  type SignedInIdentity,
} from '@koinonia/service-kit';
import type { Notice } from '../notifications/notifier';
import {
  announcementAudience,
  announcementNotice,
  canAnnounce,
  canPostTo,
  canRemove,
  canRemoveComment,
  canSee,
  commentPosition,
  feedPosition,
  imageStorageKey,
  isChurchStaff,
  toComment,
  toPost,
  type FeedPostRecord,
  type FeedReader,
} from './domain';
import type { SocialFeedStore } from './store';

export interface SocialFeedDeps {
  store: SocialFeedStore;
  /** Where images' bytes go (local disk, or an S3-compatible bucket). */
  storage: ObjectStorage;
  /** Connect's notifier, in a transaction of its own (createNotifier(…).send(db, notices)). */
  notify(notices: readonly Notice[]): Promise<void>;
  outbox: Outbox;
  logger: Logger;
}

const CHURCH_REQUIRED = 'Join a church to post on its social feed';
const postNotFound = () => new HttpError(404, 'This post was not found', { code: 'feed_post_not_found' });
const commentNotFound = () => new HttpError(404, 'This comment was not found', { code: 'feed_comment_not_found' });
const communityNotFound = () => new HttpError(404, 'This community was not found', { code: 'community_not_found' });
const cannotAnnounce = () =>
  new HttpError(403, 'Only the church’s staff, or a community’s leaders for it, may post announcements', {
    code: 'feed_cannot_announce',
  });
/** An image is read by signed-in members only: the browser may keep it, shared caches may not. */
const IMAGE_CACHE = 'private, max-age=86400';

/** /social-feed: posts, images, comments, reactions, reports and announcements of the caller's church. */
export function socialFeedRoutes({ store, storage, notify, outbox, logger }: SocialFeedDeps) {
  /** The caller as a reader of their church's feed, or null without a church. */
  async function readerOf(caller: SignedInIdentity): Promise<FeedReader | null> {
    if (!caller.churchId) return null;
    return {
      userId: caller.userId,
      churchId: caller.churchId,
      name: caller.displayName ?? '',
      role: caller.role,
      communities: await store.communitiesOf(caller.userId, caller.churchId),
    };
  }

  /** What a member writes carries their name: sessions started before names were asserted have none. */
  async function writerOf(caller: SignedInIdentity): Promise<FeedReader> {
    const reader = await readerOf(caller);
    if (!reader) throw new HttpError(403, CHURCH_REQUIRED, { code: 'social_feed_church_required' });
    if (!reader.name) throw new HttpError(401, 'Please sign in again to continue', { code: 'session_outdated' });
    return reader;
  }

  /** The post if the caller may see it; otherwise it does not exist for them (404, never 403). */
  async function visiblePost(
    postId: string,
    caller: SignedInIdentity,
  ): Promise<{ post: FeedPostRecord; reader: FeedReader }> {
    const reader = await readerOf(caller);
    const post = reader ? await store.find(postId, reader) : undefined;
    if (!post || !reader || !canSee(post, reader)) throw postNotFound();
    return { post, reader };
  }

  async function reread(postId: string, reader: FeedReader) {
    const post = await store.find(postId, reader);
    if (!post) throw postNotFound(); // taken down a moment ago
    return toPost(post, reader);
  }

  /** The community filter: one the reader belongs to (or, for the staff, any of their church's). */
  async function checkCommunity(communityId: string | undefined, reader: FeedReader) {
    if (!communityId || reader.communities.has(communityId)) return;
    if (isChurchStaff(reader) && (await store.communityNames(reader.churchId, [communityId])).size === 1) return;
    throw communityNotFound();
  }

  /** Tells the announcement's audience (their settings choose where); a failure is logged, the post stands. */
  async function announce(post: FeedPostRecord, announcer: FeedReader) {
    try {
      const audience = announcementAudience(await store.audienceOf(post), announcer.userId);
      const notice = announcementNotice(post);
      // One notification per announcement and person: pinned again, it is told nobody twice.
      await notify(
        audience.map((userId) => ({
          id: uuidFromKey(`feed-announcement:${post.id}:${userId}`),
          userId,
          type: 'announcement' as const,
          ...notice,
        })),
      );
    } catch (error) {
      logger.warn({ err: error, postId: post.id }, 'could not notify an announcement');
    }
  }

  return [
    route(socialFeedContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        if (!caller.churchId) return { items: [], nextCursor: null };
        const page = { after: query.cursor ?? null, limit: query.limit };
        // Side by side: the page does not wait for the reader's communities (read for what each post allows them).
        const [reader, records] = await Promise.all([
          readerOf(caller),
          store.list({ userId: caller.userId, churchId: caller.churchId }, { ...page, communityId: query.communityId }),
        ]);
        if (!reader) return { items: [], nextCursor: null };
        await checkCommunity(query.communityId, reader);
        const now = new Date();
        return keysetResult(records, page, feedPosition, (record) => toPost(record, reader, now));
      },
    }),

    route(socialFeedContract.announcements, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = await readerOf(caller);
        if (!reader) return { items: [] };
        await checkCommunity(query.communityId, reader);
        const now = new Date();
        const records = await store.announcements(reader, {
          now,
          limit: SOCIAL_FEED_PINNED_MAX,
          communityId: query.communityId,
        });
        return { items: records.map((record) => toPost(record, reader, now)) };
      },
    }),

    route(socialFeedContract.audiences, {
      access: access.signedIn,
      async handle({ caller }) {
        const reader = await readerOf(caller);
        if (!reader) return { items: [] };
        const names = await store.communityNames(reader.churchId, [...reader.communities.keys()]);
        const communities = [...names.entries()]
          .map(([id, name]) => ({ id, name }))
          .sort((a, b) => a.name.localeCompare(b.name));
        return {
          items: [
            { community: null, canAnnounce: canAnnounce(null, reader) },
            ...communities.map((community) => ({ community, canAnnounce: canAnnounce(community.id, reader) })),
          ],
        };
      },
    }),

    route(socialFeedContract.create, {
      access: access.signedIn,
      async handle({ caller, body }) {
        const author = await writerOf(caller);
        if (!canPostTo(body.communityId, author)) throw communityNotFound();
        if (body.announcement && !canAnnounce(body.communityId, author)) throw cannotAnnounce();
        const added = await store.add({
          churchId: author.churchId,
          communityId: body.communityId,
          authorId: author.userId,
          authorName: author.name,
          body: body.body,
          images: body.images,
          announcement: body.announcement
            ? { expiresAt: body.announcementExpiresAt ? new Date(body.announcementExpiresAt) : null }
            : null,
        });
        if (added === 'images-unavailable') {
          throw new HttpError(400, 'Add only images you uploaded for this post', {
            code: 'feed_image_unavailable',
            issues: [{ path: 'images', message: 'Add only images you uploaded for this post', code: 'invalid' }],
          });
        }
        const post = await store.find(added, author);
        if (!post) throw postNotFound();
        if (body.announcement) await announce(post, author);
        return toPost(post, author);
      },
    }),

    route(socialFeedContract.get, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { post, reader } = await visiblePost(params.postId, caller);
        return toPost(post, reader);
      },
    }),

    route(socialFeedContract.remove, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { post, reader } = await visiblePost(params.postId, caller);
        if (!canRemove(post, reader)) {
          throw new HttpError(403, 'Only its author or its moderators may take this post down', {
            code: 'feed_not_allowed',
          });
        }
        const keys = await store.remove(post.id);
        // The rows are gone, so nobody reads the files again: a file left behind is waste, not a leak.
        for (const key of keys) {
          await storage
            .remove(key)
            .catch((error: unknown) => logger.warn({ err: error, key }, 'could not remove an image file'));
        }
      },
    }),

    route(socialFeedContract.pin, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { post, reader } = await visiblePost(params.postId, caller);
        if (!canAnnounce(post.communityId, reader)) throw cannotAnnounce();
        const wasPinned = toPost(post, reader).isAnnouncement;
        await store.setAnnouncement(post.id, {
          announcedAt: new Date(),
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        });
        const pinned = await store.find(post.id, reader);
        if (!pinned) throw postNotFound();
        if (!wasPinned) await announce(pinned, reader);
        return toPost(pinned, reader);
      },
    }),

    route(socialFeedContract.unpin, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { post, reader } = await visiblePost(params.postId, caller);
        if (!canAnnounce(post.communityId, reader)) throw cannotAnnounce();
        await store.setAnnouncement(post.id, null);
        return reread(post.id, reader);
      },
    }),

    route(socialFeedContract.react, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { post, reader } = await visiblePost(params.postId, caller);
        await store.react(post.id, reader.userId, body.reaction);
        return reread(post.id, reader);
      },
    }),

    route(socialFeedContract.comments, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const { post, reader } = await visiblePost(params.postId, caller);
        const page = { after: query.cursor ?? null, limit: query.limit };
        const rows = await store.listComments(post.id, page);
        return keysetResult(rows, page, commentPosition, (row) => toComment(row, post, reader));
      },
    }),

    route(socialFeedContract.comment, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { post } = await visiblePost(params.postId, caller);
        const writer = await writerOf(caller);
        const comment = await store.addComment({
          postId: post.id,
          authorId: writer.userId,
          authorName: writer.name,
          body: body.body,
        });
        return toComment(comment, post, writer);
      },
    }),

    route(socialFeedContract.removeComment, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const comment = await store.findComment(params.commentId);
        if (!comment) throw commentNotFound();
        // A comment on a post the caller may not see does not exist for them either.
        const { post, reader } = await visiblePost(comment.postId, caller).catch(() => {
          throw commentNotFound();
        });
        if (!canRemoveComment(comment, post, reader)) {
          throw new HttpError(403, 'Only its writer or the post’s moderators may remove this comment', {
            code: 'feed_not_allowed',
          });
        }
        await store.removeComment(comment.id);
      },
    }),

    route(socialFeedContract.report, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { post, reader } = await visiblePost(params.postId, caller);
        if (post.authorId === reader.userId) {
          throw new HttpError(400, 'You cannot report your own post', { code: 'feed_own_post_report' });
        }
        const report = {
          postId: post.id,
          churchId: post.churchId,
          reporterId: reader.userId,
          reason: body.reason,
          details: body.details,
        };
        const receipt = await store.addReport(report, async (trx, saved) => {
          const event: FeedPostReportedEvent = {
            reportId: saved.id,
            postId: post.id,
            churchId: post.churchId,
            communityId: post.communityId,
            reporterId: reader.userId,
            reason: body.reason,
            details: body.details,
            reportedAt: saved.createdAt.toISOString(),
          };
          await outbox.record(trx, { type: connectEventTypes.feedPostReported, payload: { ...event } });
        });
        if (!receipt)
          throw new HttpError(409, 'You have reported this post already', { code: 'feed_already_reported' });
        outbox.nudge();
        return { id: receipt.id, createdAt: receipt.createdAt.toISOString() };
      },
    }),

    // Images: uploaded one at a time while a post is written, then named in it (multipart: no contract schema).
    route({
      method: 'POST',
      path: SOCIAL_FEED_IMAGES_PATH,
      access: access.signedIn,
      async handle({ caller, req, res }) {
        const author = await writerOf(caller);
        const image = await readImageUpload(req, {
          field: SOCIAL_FEED_IMAGE_FIELD,
          maxBytes: SOCIAL_FEED_IMAGE_MAX_BYTES,
          sizeMessage: SOCIAL_FEED_IMAGE_SIZE_MESSAGE,
          typeMessage: SOCIAL_FEED_IMAGE_TYPE_MESSAGE,
        });
        const id = randomUUID();
        const storageKey = imageStorageKey(author.churchId, id);
        await storage.put(storageKey, image.bytes, image.contentType);
        await store.addImage({
          id,
          churchId: author.churchId,
          uploaderId: author.userId,
          postId: null,
          contentType: image.contentType,
          byteSize: image.bytes.length,
          storageKey,
        });
        const answer: SocialFeedUploadedImage = { id, url: socialFeedImagePath(id), contentType: image.contentType };
        res.status(201).json(answer);
      },
    }),

    route({
      method: 'GET',
      path: `${SOCIAL_FEED_IMAGES_PATH}/:id`,
      access: access.signedIn,
      params: idParamsSchema,
      async handle({ caller, params, res }) {
        const notFound = () => new HttpError(404, 'This image was not found', { code: 'feed_image_not_found' });
        const reader = await readerOf(caller);
        const image = await store.findImage(params.id);
        if (!image || !reader || image.churchId !== reader.churchId) throw notFound();
        // Before it is posted only its uploader sees it; then whoever sees the post.
        const visible =
          image.postId === null
            ? image.uploaderId === reader.userId
            : canSee({ churchId: image.churchId, communityId: image.communityId }, reader);
        if (!visible) throw notFound();
        const file = await storage.get(image.storageKey);
        if (!file) throw notFound();
        res.setHeader('Content-Type', image.contentType);
        res.setHeader('Content-Length', file.bytes.length);
        res.setHeader('Cache-Control', IMAGE_CACHE);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // Served from our origin: even if a browser were to render it as a document, it may run nothing.
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        res.status(200).end(file.bytes);
      },
    }),
  ];
}
