/** Where the forums' screens are (SPEC §2 /forums, /forums/new, /forums/{id}; moderation for moderators). */
export const forumPaths = {
  list: () => '/forums',
  newThread: () => '/forums/new',
  thread: (threadId: string) => `/forums/${encodeURIComponent(threadId)}`,
  moderation: () => '/forums/moderation',
};
