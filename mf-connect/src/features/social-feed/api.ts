import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  endpointPath,
  SOCIAL_FEED_IMAGE_FIELD,
  SOCIAL_FEED_IMAGES_PATH,
  socialFeedEndpoints,
  type SocialFeedAnnouncements,
  type SocialFeedPost,
  type SocialFeedReaction,
  type SocialFeedUploadedImage,
} from '@koinonia/contracts';
import {
  restoreCachedLists,
  updateCachedListItems,
  useApi,
  useEndpointList,
  useEndpointMutation,
  useEndpointQuery,
} from '@koinonia/shell-contract';

/** Every page of the feed (each filter, each page) and the pinned block are cached under these paths. */
const feedPath = socialFeedEndpoints.list.path;
const announcementsPath = socialFeedEndpoints.announcements.path;

/** The feed newest first, a page at a time: everything the member sees, or one community's. */
export const useFeed = (communityId?: string, pageSize = 20) =>
  useEndpointList(socialFeedEndpoints.list, { query: { limit: pageSize, ...(communityId ? { communityId } : {}) } });

/** The announcements pinned above the feed. */
export const useAnnouncements = (communityId?: string) =>
  useEndpointQuery(socialFeedEndpoints.announcements, { query: communityId ? { communityId } : {} });

/** Where the member may post, and where they may announce. */
export const useAudiences = () => useEndpointQuery(socialFeedEndpoints.audiences);

/** Changes (or, answering null, drops) a post in the cached pinned blocks; answers what they held, to put back. */
function updatePinned(queryClient: QueryClient, change: (item: SocialFeedPost) => SocialFeedPost | null) {
  const before = queryClient.getQueriesData({ queryKey: [announcementsPath] });
  queryClient.setQueriesData<SocialFeedAnnouncements>({ queryKey: [announcementsPath] }, (data) =>
    data ? { ...data, items: data.items.flatMap((item) => change(item) ?? []) } : data,
  );
  return before;
}

/** Puts the post as it now stands wherever it is shown: the feed and the pinned block. */
function showEverywhere(queryClient: QueryClient, updated: SocialFeedPost) {
  const replace = (item: SocialFeedPost) => (item.id === updated.id ? updated : item);
  updateCachedListItems<SocialFeedPost>(queryClient, feedPath, replace);
  updatePinned(queryClient, replace);
}

const readAgain = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [feedPath] }),
    queryClient.invalidateQueries({ queryKey: [announcementsPath] }),
  ]);

/** Uploads one image for the post being written (multipart, through the shell's api client). */
export function useUploadImage() {
  const api = useApi();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(SOCIAL_FEED_IMAGE_FIELD, file);
      return api<SocialFeedUploadedImage>('POST', SOCIAL_FEED_IMAGES_PATH, form);
    },
  });
}

/** Posts; the feed and the pinned block are read again so it appears where the server put it. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useEndpointMutation(socialFeedEndpoints.create, { onSuccess: () => readAgain(queryClient) });
}

/**
 * A reaction, or taking it back, shown at once (the counts and the pressed state change before the server answers)
 * and put back if the call fails.
 */
export function useReact() {
  const queryClient = useQueryClient();
  return useEndpointMutation(socialFeedEndpoints.react, {
    toCall: ({ post, reaction }: { post: SocialFeedPost; reaction: SocialFeedReaction | null }) => ({
      params: { postId: post.id },
      body: { reaction },
    }),
    onMutate: async ({ post, reaction }) => {
      await queryClient.cancelQueries({ queryKey: [feedPath] });
      const reactions = { ...post.reactions };
      if (post.myReaction) reactions[post.myReaction] = Math.max(reactions[post.myReaction] - 1, 0);
      if (reaction) reactions[reaction] += 1;
      const changed = { ...post, reactions, myReaction: reaction };
      const replace = (item: SocialFeedPost) => (item.id === post.id ? changed : item);
      return {
        feed: updateCachedListItems<SocialFeedPost>(queryClient, feedPath, replace),
        pinned: updatePinned(queryClient, replace),
      };
    },
    onError: (_error, _call, context) => {
      if (!context) return;
      restoreCachedLists(queryClient, context.feed);
      restoreCachedLists(queryClient, context.pinned);
    },
    onSuccess: (updated) => showEverywhere(queryClient, updated),
  });
}

/** Takes a post down; it leaves every cached list. */
export function useRemovePost() {
  const queryClient = useQueryClient();
  return useEndpointMutation(socialFeedEndpoints.remove, {
    toCall: (post: SocialFeedPost) => ({ params: { postId: post.id } }),
    onSuccess: (_answer, post) => {
      const drop = (item: SocialFeedPost) => (item.id === post.id ? null : item);
      updateCachedListItems<SocialFeedPost>(queryClient, feedPath, drop);
      updatePinned(queryClient, drop);
    },
  });
}

/** Pins a post as an announcement, or unpins it; the pinned block is read again. */
export function usePin() {
  const queryClient = useQueryClient();
  const options = {
    onSuccess: (updated: SocialFeedPost) => (showEverywhere(queryClient, updated), readAgain(queryClient)),
  };
  const pin = useEndpointMutation(socialFeedEndpoints.pin, {
    toCall: (post: SocialFeedPost) => ({ params: { postId: post.id }, body: { expiresAt: null } }),
    ...options,
  });
  const unpin = useEndpointMutation(socialFeedEndpoints.unpin, {
    toCall: (post: SocialFeedPost) => ({ params: { postId: post.id } }),
    ...options,
  });
  return { pin, unpin };
}

/** The comments on a post, oldest first, 20 at a time ("Load more"). */
export const useComments = (postId: string) =>
  useEndpointList(socialFeedEndpoints.comments, { params: { postId }, query: { limit: 20 } });

/** A comment changes the post's count too: both are read again. */
function refreshComments(queryClient: QueryClient, postId: string) {
  void queryClient.invalidateQueries({ queryKey: [endpointPath(socialFeedEndpoints.comments, { postId })] });
  void readAgain(queryClient);
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(socialFeedEndpoints.comment, {
    toCall: (body: string) => ({ params: { postId }, body: { body } }),
    onSuccess: () => refreshComments(queryClient, postId),
  });
}

export function useRemoveComment(postId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(socialFeedEndpoints.removeComment, {
    toCall: (commentId: string) => ({ params: { commentId } }),
    onSuccess: () => refreshComments(queryClient, postId),
  });
}

/** Reports a post to its moderators; it then shows as reported by the reader. */
export function useReportPost() {
  const queryClient = useQueryClient();
  return useEndpointMutation(socialFeedEndpoints.report, {
    onSuccess: (_receipt, call) => {
      const postId = (call.params as { postId: string }).postId;
      const mark = (item: SocialFeedPost) => (item.id === postId ? { ...item, reportedByMe: true } : item);
      updateCachedListItems<SocialFeedPost>(queryClient, feedPath, mark);
      updatePinned(queryClient, mark);
    },
  });
}
