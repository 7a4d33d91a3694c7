import { ApiError } from '@koinonia/api-client';
import {
  SOCIAL_FEED_IMAGES_PATH,
  socialFeedImagePath,
  type NewSocialFeedPost,
  type SocialFeedComment,
  type SocialFeedPost,
  type SocialFeedReaction,
} from '@koinonia/contracts';

let made = 0;
const nextId = (block: string) => {
  made += 1;
  return `00000000-0000-4000-${block}-${String(made).padStart(12, '0')}`;
};

/** A post as the service answers it, for tests. */
export function feedPost(overrides: Partial<SocialFeedPost> = {}): SocialFeedPost {
  return {
    id: nextId('8100'),
    body: `Post ${made}`,
    authorName: 'Grace Kim',
    community: null,
    images: [],
    isAnnouncement: false,
    announcementExpiresAt: null,
    reactions: { like: 0, love: 0, pray: 0 },
    myReaction: null,
    commentCount: 0,
    isMine: false,
    canRemove: false,
    canPin: false,
    reportedByMe: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export interface FakeFeedOptions {
  /** Where the member may post: the church (announcing or not) and their communities. */
  audiences?: Array<{ community: { id: string; name: string } | null; canAnnounce: boolean }>;
  comments?: Record<string, SocialFeedComment[]>;
  me?: string;
}

/**
 * A fake of the social feed's endpoints that keeps what each call changes, as the service does; `failNext` makes the
 * next call of a method and path fail with the given error.
 */
export function fakeSocialFeed(initial: SocialFeedPost[] = [], options: FakeFeedOptions = {}) {
  let posts = [...initial];
  const comments: Record<string, SocialFeedComment[]> = { ...options.comments };
  const audiences = options.audiences ?? [{ community: null, canAnnounce: false }];
  const failures = new Map<string, ApiError>();
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const me = options.me ?? 'Mia Member';
  const page = <Item>(items: Item[], searchParams: URLSearchParams) => {
    const limit = Number(searchParams.get('limit') ?? 20);
    const start = Number(searchParams.get('cursor') ?? 0);
    return {
      items: items.slice(start, start + limit),
      nextCursor: start + limit < items.length ? String(start + limit) : null,
    };
  };
  const find = (postId: string) => {
    const post = posts.find((candidate) => candidate.id === postId);
    if (!post) throw new ApiError(404, 'This post was not found', { code: 'feed_post_not_found' });
    return post;
  };
  const change = (postId: string, update: (post: SocialFeedPost) => SocialFeedPost) => {
    const updated = update(find(postId));
    posts = posts.map((post) => (post.id === postId ? updated : post));
    return updated;
  };

  const apiRequest = jest.fn(async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    const community = searchParams.get('communityId');
    const visible = () => posts.filter((post) => !community || post.community?.id === community);
    if (method === 'GET' && pathname === '/api/social-feed') return page(visible(), searchParams);
    if (method === 'GET' && pathname === '/api/social-feed/announcements')
      return { items: visible().filter((post) => post.isAnnouncement) };
    if (method === 'GET' && pathname === '/api/social-feed/audiences') return { items: audiences };
    if (method === 'POST' && pathname === SOCIAL_FEED_IMAGES_PATH) {
      const id = nextId('8200');
      return { id, url: socialFeedImagePath(id), contentType: 'image/png' };
    }
    if (method === 'POST' && pathname === '/api/social-feed') {
      const sent = body as NewSocialFeedPost;
      const where = audiences.find((choice) => (choice.community?.id ?? null) === (sent.communityId ?? null));
      const created = feedPost({
        body: sent.body ?? '',
        authorName: me,
        community: where?.community ?? null,
        images: (sent.images ?? []).map((image, index, all) => ({
          id: image.id,
          url: socialFeedImagePath(image.id),
          alt: image.alt || `Image ${index + 1} of ${all.length} by ${me}`,
        })),
        isAnnouncement: Boolean(sent.announcement),
        isMine: true,
        canRemove: true,
        canPin: where?.canAnnounce ?? false,
      });
      posts = [created, ...posts];
      return created;
    }
    const postMatch = /^\/api\/social-feed\/posts\/([^/]+)(\/[a-z]+)?$/.exec(pathname);
    if (postMatch) {
      const [, postId, rest] = postMatch as unknown as [string, string, string | undefined];
      if (method === 'DELETE' && !rest) {
        find(postId);
        posts = posts.filter((post) => post.id !== postId);
        return undefined;
      }
      if (method === 'PUT' && rest === '/reaction') {
        const reaction = (body as { reaction: SocialFeedReaction | null }).reaction;
        return change(postId, (post) => {
          const reactions = { ...post.reactions };
          if (post.myReaction) reactions[post.myReaction] -= 1;
          if (reaction) reactions[reaction] += 1;
          return { ...post, reactions, myReaction: reaction };
        });
      }
      if (rest === '/announcement') return change(postId, (post) => ({ ...post, isAnnouncement: method === 'PUT' }));
      if (method === 'GET' && rest === '/comments') return page(comments[postId] ?? [], searchParams);
      if (method === 'POST' && rest === '/comments') {
        const comment: SocialFeedComment = {
          id: nextId('8300'),
          authorName: me,
          isMine: true,
          canRemove: true,
          body: (body as { body: string }).body.trim(),
          createdAt: '2026-11-21T10:00:00.000Z',
        };
        comments[postId] = [...(comments[postId] ?? []), comment];
        change(postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
        return comment;
      }
      if (method === 'POST' && rest === '/reports') {
        find(postId);
        return { id: nextId('8400'), createdAt: '2026-11-21T10:00:00.000Z' };
      }
    }
    throw new Error(`The fake of the social feed does not answer ${method} ${url}`);
  });
  return {
    apiRequest,
    calls,
    posts: () => posts,
    failNext: (method: string, path: string, error: ApiError) => failures.set(`${method} ${path}`, error),
  };
}
