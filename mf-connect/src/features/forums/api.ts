import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  communityEndpoints,
  endpointPath,
  forumsEndpoints,
  type ForumPost,
  type ForumReaction,
} from '@koinonia/contracts';
import {
  restoreCachedLists,
  updateCachedListItems,
  useEndpointList,
  useEndpointMutation,
  useEndpointQuery,
} from '@koinonia/shell-contract';

const threadsPath = forumsEndpoints.list.path;
const moderationPrefix = '/api/forums/moderation';

export interface ThreadFilters {
  q?: string;
  categoryId?: string;
  communityId?: string;
}

/** The threads the reader may see: pinned first, then the latest activity, as filtered. */
export const useThreads = (filters: ThreadFilters = {}, pageSize = 20) =>
  useEndpointList(forumsEndpoints.list, {
    query: {
      limit: pageSize,
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
      ...(filters.communityId ? { communityId: filters.communityId } : {}),
    },
  });

export const useCategories = () => useEndpointList(forumsEndpoints.categories, { query: { limit: 100 } });

/** The reader's own communities: where they may start a community thread, and the list's community filter. */
export const useMyCommunities = () => useEndpointQuery(communityEndpoints.mine);

export const useThread = (threadId: string) => useEndpointQuery(forumsEndpoints.get, { params: { threadId } });

export const useReplies = (threadId: string, pageSize = 20) =>
  useEndpointList(forumsEndpoints.replies, { params: { threadId }, query: { limit: pageSize } });

export const usePending = () => useEndpointList(forumsEndpoints.pending, { query: { limit: 20 } });
export const useReported = () => useEndpointList(forumsEndpoints.reported, { query: { limit: 20 } });
export const useModeratedCommunities = () =>
  useEndpointList(forumsEndpoints.moderatedCommunities, { query: { limit: 100 } });

/** The list, the thread (with its replies) and the moderation lists are read again after a change. */
function refreshForums(queryClient: QueryClient, threadId?: string) {
  const thread = threadId ? endpointPath(forumsEndpoints.get, { threadId }) : null;
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      if (typeof key !== 'string') return false;
      if (key === threadsPath || key.startsWith(moderationPrefix)) return true;
      return thread !== null && (key === thread || key.startsWith(`${thread}/`));
    },
  });
}

const useForumWrite = <E extends (typeof forumsEndpoints)[keyof typeof forumsEndpoints]>(endpoint: E) => {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoint, {
    onSuccess: (_answer, call) => {
      const params = (call as { params?: { threadId?: string } }).params;
      void refreshForums(queryClient, params?.threadId);
    },
  });
};

export const useStartThread = () => useForumWrite(forumsEndpoints.create);
export const useReply = () => useForumWrite(forumsEndpoints.reply);
export const useSetPinned = () => useForumWrite(forumsEndpoints.setPinned);
export const useSetLocked = () => useForumWrite(forumsEndpoints.setLocked);

/** Moderating a post changes what its thread shows: `threadId` says which to read again. */
export function useModeratePost(threadId?: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(forumsEndpoints.moderate, { onSuccess: () => void refreshForums(queryClient, threadId) });
}

/** Reporting marks the post as reported by the reader: `threadId` says which thread to read again. */
export function useReport(threadId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(forumsEndpoints.report, { onSuccess: () => void refreshForums(queryClient, threadId) });
}

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useEndpointMutation(forumsEndpoints.dismissReports, { onSuccess: () => void refreshForums(queryClient) });
}

export const useSetCommunityModerated = () => useForumWrite(forumsEndpoints.setCommunityModerated);

/** A category's name shows in the filters, the new-thread form and on every thread of it: all are read again. */
function useCategoryWrite<E extends typeof forumsEndpoints.renameCategory | typeof forumsEndpoints.deleteCategory>(
  endpoint: E,
) {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoint, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [forumsEndpoints.categories.path] });
      void refreshForums(queryClient);
    },
  });
}

export const useRenameCategory = () => useCategoryWrite(forumsEndpoints.renameCategory);
export const useDeleteCategory = () => useCategoryWrite(forumsEndpoints.deleteCategory);

/** Its author edits a post of the thread `threadId` (an opening post's title too): the thread is read again. */
export function useEditPost(threadId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(forumsEndpoints.editPost, { onSuccess: () => void refreshForums(queryClient, threadId) });
}

/**
 * Its author deletes a post. A reply leaves its placeholder, so the thread is read again; an opening post takes its
 * thread, which is dropped from the cache rather than read again (it is gone: the screen leaves it).
 */
export function useDeletePost(threadId: string) {
  const queryClient = useQueryClient();
  const thread = endpointPath(forumsEndpoints.get, { threadId });
  return useEndpointMutation(forumsEndpoints.deletePost, {
    toCall: ({ post }: { post: ForumPost; opening: boolean }) => ({ params: { postId: post.id } }),
    onSuccess: (_answer, { opening }) => {
      if (!opening) return void refreshForums(queryClient, threadId);
      queryClient.removeQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(thread),
      });
      return void refreshForums(queryClient);
    },
  });
}

/**
 * A reaction shows at once (in the thread's opening post and in the cached pages of its replies) and is put back
 * if the service refuses it; the service's counts replace the guess when it answers.
 */
export function useReact(threadId: string) {
  const queryClient = useQueryClient();
  const threadKey = endpointPath(forumsEndpoints.get, { threadId });
  const repliesPath = endpointPath(forumsEndpoints.replies, { threadId });
  const withReactions = (post: ForumPost, postId: string, reactions: ForumPost['reactions']) =>
    post.id === postId ? { ...post, reactions } : post;
  const apply = (postId: string, reactions: ForumPost['reactions']) => {
    queryClient.setQueriesData<{ opening: ForumPost }>({ queryKey: [threadKey] }, (thread) =>
      thread?.opening ? { ...thread, opening: withReactions(thread.opening, postId, reactions) } : thread,
    );
    return updateCachedListItems<ForumPost>(queryClient, repliesPath, (post) => withReactions(post, postId, reactions));
  };
  return useEndpointMutation(forumsEndpoints.react, {
    toCall: (variables: { post: ForumPost; reaction: ForumReaction; reacted: boolean }) => ({
      params: { postId: variables.post.id },
      body: { reaction: variables.reaction, reacted: variables.reacted },
    }),
    onMutate: ({ post, reaction, reacted }) => {
      const guessed = post.reactions.map((count) =>
        count.reaction === reaction && count.mine !== reacted
          ? { ...count, mine: reacted, count: count.count + (reacted ? 1 : -1) }
          : count,
      );
      const beforeThread = queryClient.getQueriesData({ queryKey: [threadKey] });
      const beforeReplies = apply(post.id, guessed);
      return [...beforeThread, ...beforeReplies];
    },
    onError: (_error, _variables, before) => {
      if (before) restoreCachedLists(queryClient, before);
    },
    onSuccess: (answer, { post }) => {
      apply(post.id, answer.reactions);
    },
  });
}
