import { ApiError } from '@koinonia/api-client';
import {
  forumReactions,
  type ForumCategory,
  type ForumModeratedCommunity,
  type ForumModerationItem,
  type ForumPost,
  type ForumReaction,
  type ForumThread,
  type MyCommunity,
  type NewForumReport,
  type NewForumThread,
} from '@koinonia/contracts';

let made = 0;
const nextId = () => {
  made += 1;
  return `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
};

export function forumCategory(overrides: Partial<ForumCategory> = {}): ForumCategory {
  return { id: nextId(), name: `Category ${made}`, ...overrides };
}

/** A post as the service answers it, for tests. */
export function forumPost(overrides: Partial<ForumPost> = {}): ForumPost {
  return {
    id: nextId(),
    threadId: 'thread',
    authorName: 'Lucas Ferreira',
    isMine: false,
    markdown: 'Amen',
    html: '<p>Amen</p>',
    status: 'published',
    reactions: forumReactions.map((reaction) => ({ reaction, count: 0, mine: false })),
    reportedByMe: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    deletedAt: null,
    ...overrides,
  };
}

/** A thread with its opening post, as the service answers it, for tests. */
export function forumThread(overrides: Partial<ForumThread> = {}): ForumThread {
  const id = overrides.id ?? nextId();
  return {
    id,
    title: `Thread ${made}`,
    category: { id: 'general', name: 'General' },
    community: null,
    authorName: 'Miriam Okafor',
    isMine: false,
    pinned: false,
    locked: false,
    status: 'published',
    replyCount: 0,
    lastActivityAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    canModerate: false,
    canReply: true,
    ...overrides,
    opening: forumPost({ threadId: id, html: '<p>Hello <strong>church</strong></p>', ...overrides.opening }),
  };
}

const page = <Item>(items: Item[], searchParams: URLSearchParams) => {
  const limit = Number(searchParams.get('limit') ?? 20);
  const start = Number(searchParams.get('cursor') ?? 0);
  return {
    items: items.slice(start, start + limit),
    nextCursor: start + limit < items.length ? String(start + limit) : null,
  };
};

const summaryOf = ({ opening: _opening, canModerate: _canModerate, canReply: _canReply, ...summary }: ForumThread) =>
  summary;

/**
 * A fake of the forums' endpoints that keeps what each call changes, as the service does: threads with their
 * replies, reactions, reports and moderation. `failNext` makes the next call of a method and path fail.
 */
export function fakeForums(
  initial: {
    threads?: ForumThread[];
    replies?: Record<string, ForumPost[]>;
    categories?: ForumCategory[];
    communities?: MyCommunity[];
    pending?: ForumModerationItem[];
    reported?: ForumModerationItem[];
    moderated?: ForumModeratedCommunity[];
  } = {},
) {
  let threads = [...(initial.threads ?? [])];
  const replies = new Map(Object.entries(initial.replies ?? {}));
  let categories = initial.categories ?? [{ id: 'general', name: 'General' }];
  let pending = [...(initial.pending ?? [])];
  let reported = [...(initial.reported ?? [])];
  const moderated = [...(initial.moderated ?? [])];
  const failures = new Map<string, ApiError>();
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];

  const postsOf = (threadId: string) => replies.get(threadId) ?? [];
  const findPost = (postId: string) => {
    for (const thread of threads) {
      if (thread.opening.id === postId) return { thread, post: thread.opening };
      const reply = postsOf(thread.id).find((post) => post.id === postId);
      if (reply) return { thread, post: reply };
    }
    return undefined;
  };
  const changePost = (postId: string, change: (post: ForumPost) => ForumPost) => {
    threads = threads.map((thread) =>
      thread.opening.id === postId ? { ...thread, opening: change(thread.opening) } : thread,
    );
    for (const [threadId, posts] of replies)
      replies.set(
        threadId,
        posts.map((post) => (post.id === postId ? change(post) : post)),
      );
    return findPost(postId)!.post;
  };
  const changeThread = (threadId: string, change: Partial<ForumThread>) => {
    threads = threads.map((thread) =>
      thread.id === threadId ? { ...thread, ...change, canReply: !(change.locked ?? thread.locked) } : thread,
    );
    return threads.find((thread) => thread.id === threadId)!;
  };
  const notFound = () => new ApiError(404, 'This thread was not found', { code: 'forum_thread_not_found' });
  const postDeleted = () => new ApiError(409, 'This post was deleted', { code: 'forum_post_deleted' });
  /** When the fake says a post was edited. */
  const now = '2026-11-21T09:30:00.000Z';

  const apiRequest = jest.fn(async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    const route = `${method} ${pathname}`;
    if (route === 'GET /api/forums/categories') return page(categories, searchParams);
    if (route === 'GET /api/communities/mine') return initial.communities ?? [];
    if (route === 'GET /api/forums/moderation/pending') return page(pending, searchParams);
    if (route === 'GET /api/forums/moderation/reported') return page(reported, searchParams);
    if (route === 'GET /api/forums/moderation/communities') return page(moderated, searchParams);
    if (route === 'GET /api/forums/threads') {
      const q = searchParams.get('q')?.toLowerCase();
      const categoryId = searchParams.get('categoryId');
      const listed = threads
        .filter(
          (thread) =>
            (!q || thread.title.toLowerCase().includes(q)) && (!categoryId || thread.category.id === categoryId),
        )
        .sort((a, b) => Number(b.pinned) - Number(a.pinned));
      return page(listed.map(summaryOf), searchParams);
    }
    if (route === 'POST /api/forums/threads') {
      const draft = body as NewForumThread;
      const thread = forumThread({
        title: draft.title.trim(),
        isMine: true,
        category: categories.find((category) => category.id === draft.categoryId),
        opening: forumPost({ markdown: draft.body, html: `<p>${draft.body}</p>`, isMine: true }),
      });
      threads = [thread, ...threads];
      return thread;
    }
    const categoryMatch = /^\/api\/forums\/categories\/([^/]+)$/.exec(pathname);
    if (categoryMatch) {
      const category = categories.find((candidate) => candidate.id === categoryMatch[1]);
      if (!category) throw new ApiError(404, 'This category was not found', { code: 'forum_category_not_found' });
      if (method === 'PUT') {
        const name = (body as { name: string }).name.trim();
        if (categories.some((other) => other.id !== category.id && other.name.toLowerCase() === name.toLowerCase())) {
          throw new ApiError(409, 'Your church has a category of that name already', {
            code: 'forum_category_name_taken',
            issues: [{ path: 'name', message: 'Your church has a category of that name already', code: 'invalid' }],
          });
        }
        categories = categories.map((other) => (other.id === category.id ? { ...other, name } : other));
        return { id: category.id, name };
      }
      if (method === 'DELETE') {
        if (threads.some((thread) => thread.category.id === category.id)) {
          throw new ApiError(409, 'This category still has threads: it can be deleted once it has none', {
            code: 'forum_category_has_threads',
          });
        }
        categories = categories.filter((other) => other.id !== category.id);
        return undefined;
      }
    }
    const ownPostMatch = /^\/api\/forums\/posts\/([^/]+)$/.exec(pathname);
    if (ownPostMatch) {
      const postId = ownPostMatch[1]!;
      const found = findPost(postId);
      if (!found) throw new ApiError(404, 'This post was not found', { code: 'forum_post_not_found' });
      if (!found.post.isMine) {
        throw new ApiError(403, 'Only its author changes or deletes a post', { code: 'forum_not_post_author' });
      }
      const opening = found.thread.opening.id === postId;
      if (method === 'PUT') {
        if (found.post.deletedAt) throw postDeleted();
        if (found.thread.locked && !found.thread.canModerate) {
          throw new ApiError(409, 'This thread is locked: its posts can no longer be changed', {
            code: 'forum_post_locked',
          });
        }
        const edit = body as { body: string; title?: string };
        if (opening && edit.title !== undefined) changeThread(found.thread.id, { title: edit.title.trim() });
        return changePost(postId, (post) => ({
          ...post,
          markdown: edit.body,
          html: `<p>${edit.body}</p>`,
          editedAt: now,
        }));
      }
      if (method === 'DELETE') {
        if (opening) threads = threads.filter((thread) => thread.id !== found.thread.id);
        else changePost(postId, (post) => ({ ...post, markdown: '', html: '', authorName: '', deletedAt: now }));
        return undefined;
      }
    }
    const threadMatch = /^\/api\/forums\/threads\/([^/]+)(\/posts|\/pinned|\/locked)?$/.exec(pathname);
    if (threadMatch) {
      const [, threadId, rest] = threadMatch;
      const thread = threads.find((candidate) => candidate.id === threadId);
      if (!thread) throw notFound();
      if (method === 'GET' && !rest) return thread;
      if (method === 'GET' && rest === '/posts') return page(postsOf(thread.id), searchParams);
      if (method === 'POST' && rest === '/posts') {
        if (thread.locked) {
          throw new ApiError(409, 'This thread is locked: it takes no new replies', { code: 'forum_thread_locked' });
        }
        const reply = forumPost({
          threadId: thread.id,
          markdown: (body as { body: string }).body,
          html: `<p>${(body as { body: string }).body}</p>`,
          isMine: true,
          authorName: 'Test User',
        });
        replies.set(thread.id, [...postsOf(thread.id), reply]);
        changeThread(thread.id, { replyCount: thread.replyCount + 1 });
        return reply;
      }
      if (method === 'PUT' && rest === '/pinned')
        return changeThread(thread.id, { pinned: (body as { pinned: boolean }).pinned });
      if (method === 'PUT' && rest === '/locked')
        return changeThread(thread.id, { locked: (body as { locked: boolean }).locked });
    }
    const postMatch = /^\/api\/forums\/posts\/([^/]+)\/(reactions|reports|status)$/.exec(pathname);
    if (postMatch) {
      const [, postId, what] = postMatch;
      const queued = [...pending, ...reported].find((item) => item.post.id === postId);
      if (!findPost(postId!) && queued && what !== 'reactions') {
        pending = pending.filter((item) => item.post.id !== postId);
        reported = reported.filter((item) => item.post.id !== postId);
        return what === 'status'
          ? { ...queued.post, status: (body as { status: ForumPost['status'] }).status }
          : undefined;
      }
      if (!findPost(postId!)) throw new ApiError(404, 'This post was not found', { code: 'forum_post_not_found' });
      if (findPost(postId!)!.post.deletedAt && what !== 'status') throw postDeleted();
      if (what === 'reactions') {
        const { reaction, reacted } = body as { reaction: ForumReaction; reacted: boolean };
        const changed = changePost(postId!, (post) => ({
          ...post,
          reactions: post.reactions.map((count) =>
            count.reaction === reaction && count.mine !== reacted
              ? { ...count, mine: reacted, count: count.count + (reacted ? 1 : -1) }
              : count,
          ),
        }));
        return { reactions: changed.reactions };
      }
      if (what === 'reports' && method === 'POST') {
        const found = findPost(postId!)!;
        if (found.post.reportedByMe)
          throw new ApiError(409, 'You have reported this post already', { code: 'forum_already_reported' });
        const post = changePost(postId!, (current) => ({ ...current, reportedByMe: true }));
        const report = body as NewForumReport;
        reported = [
          {
            post,
            thread: { id: found.thread.id, title: found.thread.title },
            reportCount: 1,
            reasons: [report.reason],
            sortedAt: post.createdAt,
          },
          ...reported,
        ];
        return { reported: true };
      }
      if (what === 'reports' && method === 'DELETE') {
        reported = reported.filter((item) => item.post.id !== postId);
        return undefined;
      }
      if (what === 'status') {
        const status = (body as { status: ForumPost['status'] }).status;
        pending = pending.filter((item) => item.post.id !== postId);
        reported = reported.filter((item) => item.post.id !== postId || status === 'published');
        return changePost(postId!, (post) => ({ ...post, status }));
      }
    }
    const communityMatch = /^\/api\/forums\/communities\/([^/]+)\/moderation$/.exec(pathname);
    if (communityMatch && method === 'PUT') {
      const index = moderated.findIndex((community) => community.id === communityMatch[1]);
      moderated[index] = { ...moderated[index]!, moderated: (body as { moderated: boolean }).moderated };
      return moderated[index];
    }
    throw new Error(`The fake of the forums does not answer ${method} ${url}`);
  });
  return {
    apiRequest,
    calls,
    failNext: (method: string, path: string, error: ApiError) => failures.set(`${method} ${path}`, error),
  };
}
