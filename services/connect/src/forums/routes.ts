import {
  accessDeniedMessage,
  CHURCH_MEMBERSHIP_MANAGER_ROLES,
  FORBIDDEN_CODE,
  FORUM_WRITE_WINDOW_SECONDS,
  FORUM_WRITES_PER_WINDOW,
  forumsContract,
} from '@koinonia/contracts';
import {
  access,
  createWindowCounter,
  HttpError,
  keysetResult,
  route,
  type RedisClient,
  type SignedInIdentity,
} from '@koinonia/service-kit';
import { isChurchStaff } from '../communities/domain';
import type { Notice } from '../notifications/notifier';
import {
  canModerate,
  canModerateIn,
  canPostIn,
  canSeePost,
  canSeeThread,
  deleteRefusal,
  editRefusal,
  moderationPosition,
  postPosition,
  replyNotice,
  replyRefusal,
  statusOfNewPost,
  threadPosition,
  toModerationItem,
  toPost,
  toThread,
  toThreadSummary,
  type ForumReader,
} from './domain';
import { renderPostMarkdown } from './markdown';
import type { ForumsStore } from './store';

export interface ForumsDeps {
  store: ForumsStore;
  /** Tells members what happened (a reply to their thread), after the change committed. */
  notify(notices: Notice[]): Promise<void>;
  /** Counts one new thread or reply of the member's (or one edit: a count of its own); false when they are past the limit for now. */
  countWrite(userId: string, kind?: 'post' | 'edit'): Promise<boolean>;
}

const threadNotFound = () => new HttpError(404, 'This thread was not found', { code: 'forum_thread_not_found' });
const postNotFound = () => new HttpError(404, 'This post was not found', { code: 'forum_post_not_found' });
const categoryNotFound = () =>
  new HttpError(400, 'Choose one of the categories', {
    code: 'forum_category_not_found',
    issues: [{ path: 'categoryId', message: 'Choose one of the categories', code: 'invalid' }],
  });
const categoryGone = () => new HttpError(404, 'This category was not found', { code: 'forum_category_not_found' });
const categoryNameTaken = () =>
  new HttpError(409, 'Your church has a category of that name already', {
    code: 'forum_category_name_taken',
    issues: [{ path: 'name', message: 'Your church has a category of that name already', code: 'invalid' }],
  });
const categoryHasThreads = () =>
  new HttpError(409, 'This category still has threads: it can be deleted once it has none', {
    code: 'forum_category_has_threads',
  });
const notPostAuthor = () =>
  new HttpError(403, 'Only its author changes or deletes a post', { code: 'forum_not_post_author' });
const postDeleted = () => new HttpError(409, 'This post was deleted', { code: 'forum_post_deleted' });
const postLocked = () =>
  new HttpError(409, 'This thread is locked: its posts can no longer be changed', { code: 'forum_post_locked' });
const replyHasNoTitle = () =>
  new HttpError(400, 'Only the opening post of a thread has a title', {
    code: 'validation_failed',
    issues: [{ path: 'title', message: 'Only the opening post of a thread has a title', code: 'unexpected_field' }],
  });
const communityNotFound = () => new HttpError(404, 'This community was not found', { code: 'community_not_found' });
const notCommunityMember = () =>
  new HttpError(403, 'Only members of this community post in its forum', { code: 'forum_not_community_member' });
const locked = () =>
  new HttpError(409, 'This thread is locked: it takes no new replies', { code: 'forum_thread_locked' });
const notModerator = () =>
  new HttpError(403, accessDeniedMessage('staff'), { code: FORBIDDEN_CODE, requiredAccess: 'staff' });
const tooManyWrites = () =>
  new HttpError(429, 'You are posting very fast. Please wait a few minutes and try again.', { code: 'rate_limited' });

/**
 * FORUM_WRITES_PER_WINDOW threads and replies per member, and as many edits (counted apart, so fixing typos never
 * stops someone replying), in Redis so every replica shares the count.
 */
export function createForumWriteCounter(redis: RedisClient): ForumsDeps['countWrite'] {
  const window = { limit: FORUM_WRITES_PER_WINDOW, windowSeconds: FORUM_WRITE_WINDOW_SECONDS };
  const counters = {
    post: createWindowCounter(redis, 'forum-writes:person', window),
    edit: createWindowCounter(redis, 'forum-edits:person', window),
  };
  return async (userId, kind = 'post') => !counters[kind].isOver(await counters[kind].hit(userId));
}

function readerOf(caller: SignedInIdentity): ForumReader | null {
  return caller.churchId
    ? { userId: caller.userId, churchId: caller.churchId, role: caller.role, name: caller.displayName ?? '' }
    : null;
}

function churchReader(caller: SignedInIdentity): ForumReader {
  const reader = readerOf(caller);
  if (!reader) throw new HttpError(403, 'Join a church to take part in its forums', { code: 'forums_church_required' });
  return reader;
}

/** /forums, /forums/new, /forums/:threadId: the church's threads, their replies, reactions, reports and moderation. */
export function forumsRoutes({ store, notify, countWrite }: ForumsDeps) {
  /** The thread if the caller may see it; otherwise it does not exist for them (404, never 403). */
  async function visibleThread(threadId: string, caller: SignedInIdentity) {
    const reader = readerOf(caller);
    const thread = reader ? await store.findThread(threadId, reader) : undefined;
    if (!thread || !reader || !canSeeThread(thread, reader)) throw threadNotFound();
    return { thread, reader };
  }

  async function visiblePost(postId: string, caller: SignedInIdentity) {
    const reader = readerOf(caller);
    const found = reader ? await store.findPost(postId, reader) : undefined;
    if (!found || !reader || !canSeeThread(found.thread, reader) || !canSeePost(found.post, found.thread, reader)) {
      throw postNotFound();
    }
    return { ...found, reader };
  }

  async function moderatedPost(postId: string, caller: SignedInIdentity) {
    const found = await visiblePost(postId, caller);
    if (!canModerate(found.thread, found.reader)) throw notModerator();
    return found;
  }

  async function moderatedThread(threadId: string, caller: SignedInIdentity) {
    const found = await visibleThread(threadId, caller);
    if (!canModerate(found.thread, found.reader)) throw notModerator();
    return found;
  }

  async function threadAnswer(threadId: string, reader: ForumReader) {
    const thread = (await store.findThread(threadId, reader))!;
    return toThread(thread, await store.openingOf(threadId, reader), reader);
  }

  async function limitWrites(reader: ForumReader, kind: 'post' | 'edit' = 'post') {
    if (!(await countWrite(reader.userId, kind))) throw tooManyWrites();
  }

  return [
    route(forumsContract.categories, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const page = { after: query.cursor ?? null, limit: query.limit };
        const categories = await store.listCategories(reader.churchId, page);
        return keysetResult(
          categories,
          query,
          (category) => ({ sortKey: category.name, id: category.id }),
          (category) => category,
        );
      },
    }),

    route(forumsContract.createCategory, {
      access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
      async handle({ caller, body }) {
        const reader = churchReader(caller);
        const category = await store.createCategory(reader.churchId, body.name);
        if (!category) throw categoryNameTaken();
        return category;
      },
    }),

    route(forumsContract.renameCategory, {
      access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
      async handle({ caller, params, body }) {
        const reader = churchReader(caller);
        const renamed = await store.renameCategory(params.categoryId, reader.churchId, body.name);
        if (renamed === 'taken') throw categoryNameTaken();
        if (!renamed) throw categoryGone();
        return renamed;
      },
    }),

    route(forumsContract.deleteCategory, {
      access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
      async handle({ caller, params }) {
        const reader = churchReader(caller);
        const outcome = await store.deleteCategory(params.categoryId, reader.churchId);
        if (outcome === 'has_threads') throw categoryHasThreads();
        if (outcome === 'not_found') throw categoryGone();
      },
    }),

    route(forumsContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const threads = await store.listThreads(reader, {
          after: query.cursor ?? null,
          limit: query.limit,
          categoryId: query.categoryId,
          communityId: query.communityId,
          q: query.q || undefined,
        });
        return keysetResult(threads, query, threadPosition, (thread) => toThreadSummary(thread, reader));
      },
    }),

    route(forumsContract.create, {
      access: access.signedIn,
      async handle({ caller, body }) {
        const reader = churchReader(caller);
        if (!(await store.findCategory(body.categoryId, reader.churchId))) throw categoryNotFound();
        const community = body.communityId ? await store.findCommunity(body.communityId, reader) : null;
        if (body.communityId && !community) throw communityNotFound();
        if (community && !canPostIn(community, reader)) {
          // A hidden community is not there for those outside it.
          if (community.privacy === 'hidden' && !isChurchStaff(reader.role)) throw communityNotFound();
          throw notCommunityMember();
        }
        await limitWrites(reader);
        const threadId = await store.createThread(
          {
            churchId: reader.churchId,
            communityId: community?.id ?? null,
            categoryId: body.categoryId,
            title: body.title,
          },
          {
            authorId: reader.userId,
            authorName: reader.name,
            markdown: body.body,
            html: renderPostMarkdown(body.body),
            status: statusOfNewPost(community ?? null, reader),
          },
          reader,
        );
        return threadAnswer(threadId, reader);
      },
    }),

    route(forumsContract.get, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { thread, reader } = await visibleThread(params.threadId, caller);
        return toThread(thread, await store.openingOf(thread.id, reader), reader);
      },
    }),

    route(forumsContract.replies, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const { thread, reader } = await visibleThread(params.threadId, caller);
        const page = { after: query.cursor ?? null, limit: query.limit };
        const replies = await store.listReplies(thread.id, reader, canModerate(thread, reader), page);
        return keysetResult(replies, query, postPosition, (post) => toPost(post, reader));
      },
    }),

    route(forumsContract.reply, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { thread, reader } = await visibleThread(params.threadId, caller);
        // A thread still waiting for approval takes no replies yet.
        if (thread.status !== 'published') throw threadNotFound();
        const refusal = replyRefusal(thread, reader);
        if (refusal === 'locked') throw locked();
        if (refusal === 'not_member') throw notCommunityMember();
        await limitWrites(reader);
        const reply = await store.addReply(
          thread.id,
          {
            authorId: reader.userId,
            authorName: reader.name,
            markdown: body.body,
            html: renderPostMarkdown(body.body),
            status: statusOfNewPost(thread.community, reader),
          },
          reader,
        );
        if (reply === 'locked') throw locked();
        const notice = replyNotice(thread, reply);
        if (notice) await notify([notice]);
        return toPost(reply, reader);
      },
    }),

    route(forumsContract.setPinned, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { thread, reader } = await moderatedThread(params.threadId, caller);
        await store.setPinned(thread.id, body.pinned);
        return threadAnswer(thread.id, reader);
      },
    }),

    route(forumsContract.setLocked, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { thread, reader } = await moderatedThread(params.threadId, caller);
        await store.setLocked(thread.id, body.locked);
        return threadAnswer(thread.id, reader);
      },
    }),

    route(forumsContract.editPost, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { post, thread, reader } = await visiblePost(params.postId, caller);
        const refusal = editRefusal(post, thread, reader);
        if (refusal === 'not_author') throw notPostAuthor();
        if (refusal === 'deleted') throw postDeleted();
        if (refusal === 'locked') throw postLocked();
        if (body.title !== undefined && !post.isOpening) throw replyHasNoTitle();
        await limitWrites(reader, 'edit');
        // Rendered and sanitized as when it was written; its status stays (a post waiting for approval still waits).
        const edit = { markdown: body.body, html: renderPostMarkdown(body.body), title: body.title };
        if ((await store.editPost(post.id, edit, canModerate(thread, reader))) === 'locked') throw postLocked();
        const edited = (await store.findPost(post.id, reader))!;
        return toPost(edited.post, reader);
      },
    }),

    route(forumsContract.deletePost, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { post, thread, reader } = await visiblePost(params.postId, caller);
        const refusal = deleteRefusal(post, thread, reader);
        if (refusal === 'not_author') throw notPostAuthor();
        if (refusal === 'locked') throw postLocked();
        // Deleting twice is done once: the second answers as the first did.
        if (post.deletedAt) return;
        if (post.isOpening) await store.deleteThread(thread.id);
        else await store.deleteReply(post.id);
      },
    }),

    route(forumsContract.react, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { post, reader } = await visiblePost(params.postId, caller);
        if (post.deletedAt) throw postDeleted();
        const made = await store.react(post.id, body.reaction, body.reacted, reader);
        return { reactions: toPost({ ...post, reactions: made }, reader).reactions };
      },
    }),

    route(forumsContract.report, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { post, thread, reader } = await visiblePost(params.postId, caller);
        if (post.deletedAt) throw postDeleted();
        if (post.authorId === reader.userId) {
          throw new HttpError(403, 'You cannot report your own post', { code: 'forum_own_post' });
        }
        const outcome = await store.addReport(
          { postId: post.id, reporterId: reader.userId, reason: body.reason, details: body.details },
          thread,
          post.authorId,
        );
        if (outcome === 'already') {
          throw new HttpError(409, 'You have reported this post already', { code: 'forum_already_reported' });
        }
        return { reported: true as const };
      },
    }),

    route(forumsContract.dismissReports, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { post } = await moderatedPost(params.postId, caller);
        await store.dismissReports(post.id);
      },
    }),

    route(forumsContract.moderate, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { post, thread, reader } = await moderatedPost(params.postId, caller);
        await store.setPostStatus(post.id, body.status);
        const changed = { ...post, status: body.status };
        // An approved reply tells the thread's author, as a reply published at once does.
        if (!post.isOpening && post.status === 'pending' && body.status === 'published') {
          const notice = replyNotice(thread, changed);
          if (notice) await notify([notice]);
        }
        return toPost(changed, reader);
      },
    }),

    route(forumsContract.pending, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const items = await store.listPending(reader, { after: query.cursor ?? null, limit: query.limit });
        return keysetResult(items, query, moderationPosition, (item) => toModerationItem(item, reader));
      },
    }),

    route(forumsContract.reported, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const items = await store.listReported(reader, { after: query.cursor ?? null, limit: query.limit });
        return keysetResult(items, query, moderationPosition, (item) => toModerationItem(item, reader));
      },
    }),

    route(forumsContract.moderatedCommunities, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const communities = await store.listModeratedCommunities(reader, {
          after: query.cursor ?? null,
          limit: query.limit,
        });
        return keysetResult(
          communities,
          query,
          (community) => ({ sortKey: community.name, id: community.id }),
          (community) => community,
        );
      },
    }),

    route(forumsContract.setCommunityModerated, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const reader = readerOf(caller);
        const community = reader ? await store.findCommunity(params.communityId, reader) : undefined;
        if (!community || !reader) throw communityNotFound();
        const seen = community.privacy !== 'hidden' || community.readerRole !== null || isChurchStaff(reader.role);
        if (!seen) throw communityNotFound();
        if (!canModerateIn(community, reader)) throw notModerator();
        await store.setCommunityModerated(community.id, body.moderated);
        return { id: community.id, name: community.name, moderated: body.moderated };
      },
    }),
  ];
}
