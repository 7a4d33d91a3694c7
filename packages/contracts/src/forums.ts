import { z } from 'zod';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';
import { searchWords } from './search-words';
import { noControlCharacters } from './text-rules';
import {
  FORUM_CATEGORY_NAME_MAX_LENGTH,
  FORUM_POST_MAX_LENGTH,
  FORUM_REPORT_DETAILS_MAX_LENGTH,
  FORUM_SEARCH_MAX_LENGTH,
  FORUM_THREAD_TITLE_MAX_LENGTH,
  FORUM_THREAD_TITLE_MIN_LENGTH,
  forumModerationStatuses,
  forumPostStatuses,
  forumReactions,
  forumReportReasons,
  forumsEndpoints,
} from './forums-endpoints';

const titleRule = noControlCharacters('The title', false);
const bodyRule = noControlCharacters('The post', true);
const nameRule = noControlCharacters('The name', false);
const detailsRule = noControlCharacters('The details', true);

export const forumPostStatusSchema = z.enum(forumPostStatuses);
export const forumReactionSchema = z.enum(forumReactions, 'Choose one of the reactions');
export const forumReportReasonSchema = z.enum(forumReportReasons, 'Choose a reason');

export const forumCategorySchema = z.object({ id: z.string(), name: z.string() });
export type ForumCategory = z.infer<typeof forumCategorySchema>;
export const forumCategoryPageSchema = pageSchema(forumCategorySchema);

/** A community a thread belongs to, by name; null for a church-wide thread. */
export const forumCommunitySchema = z.object({ id: z.string(), name: z.string() });

export const forumReactionCountSchema = z.object({
  reaction: forumReactionSchema,
  count: z.number().int(),
  /** Whether the reader reacted so. */
  mine: z.boolean(),
});
export type ForumReactionCount = z.infer<typeof forumReactionCountSchema>;
export const forumReactionsSchema = z.object({ reactions: z.array(forumReactionCountSchema) });

/** A post (a thread's opening post or a reply) as its reader sees it: its Markdown rendered to sanitized HTML. */
export const forumPostSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  authorName: z.string(),
  isMine: z.boolean(),
  /** The Markdown as written (its author edits from it; screens show `html`). */
  markdown: z.string(),
  /** Rendered and sanitized by the service when it was written: a small set of tags, safe links only. */
  html: z.string(),
  status: forumPostStatusSchema,
  /** Every reaction of the fixed set, with its count and whether the reader reacted so. */
  reactions: z.array(forumReactionCountSchema),
  reportedByMe: z.boolean(),
  createdAt: z.string(),
  /** When its author last edited it; null if never. */
  editedAt: z.string().nullable(),
  /** When its author deleted it (a reply only: its text is gone, `markdown` and `html` are empty); null if not. */
  deletedAt: z.string().nullable(),
});
export type ForumPost = z.infer<typeof forumPostSchema>;
export const forumPostPageSchema = pageSchema(forumPostSchema);
export type ForumPostPage = z.infer<typeof forumPostPageSchema>;

/** A thread in the list. */
export const forumThreadSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: forumCategorySchema,
  community: forumCommunitySchema.nullable(),
  authorName: z.string(),
  isMine: z.boolean(),
  pinned: z.boolean(),
  locked: z.boolean(),
  /** The opening post's status: a pending thread is listed to its author and moderators only. */
  status: forumPostStatusSchema,
  replyCount: z.number().int(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type ForumThreadSummary = z.infer<typeof forumThreadSummarySchema>;
export const forumThreadPageSchema = pageSchema(forumThreadSummarySchema);
export type ForumThreadPage = z.infer<typeof forumThreadPageSchema>;

/** One thread with its opening post, and what the reader may do with it. */
export const forumThreadSchema = forumThreadSummarySchema.extend({
  opening: forumPostSchema,
  /** The reader pins, locks and moderates its posts. */
  canModerate: z.boolean(),
  /** The reader may reply now (it is not locked, and they may post where it is). */
  canReply: z.boolean(),
});
export type ForumThread = z.infer<typeof forumThreadSchema>;

/** A post waiting for approval or reported, with the thread it is in. */
export const forumModerationItemSchema = z.object({
  post: forumPostSchema,
  thread: z.object({ id: z.string(), title: z.string() }),
  /** How many people reported it (0 in the waiting list). */
  reportCount: z.number().int(),
  /** The reasons given, each once. */
  reasons: z.array(forumReportReasonSchema),
  sortedAt: z.string(),
});
export type ForumModerationItem = z.infer<typeof forumModerationItemSchema>;
export const forumModerationPageSchema = pageSchema(forumModerationItemSchema);

export const forumModeratedCommunitySchema = z.object({ id: z.string(), name: z.string(), moderated: z.boolean() });
export type ForumModeratedCommunity = z.infer<typeof forumModeratedCommunitySchema>;
export const forumModeratedCommunityPageSchema = pageSchema(forumModeratedCommunitySchema);

export const forumThreadListQuerySchema = pageQuerySchema({ maxLimit: 50, sortKeyType: 'integer' }).extend({
  categoryId: z.uuid('The category id is not valid').optional(),
  communityId: z.uuid('The community id is not valid').optional(),
  q: searchWords(FORUM_SEARCH_MAX_LENGTH).optional(),
});
export type ForumThreadListQuery = z.input<typeof forumThreadListQuerySchema>;

const postBody = z
  .string('Write something')
  .trim()
  .min(1, 'Write something')
  .max(FORUM_POST_MAX_LENGTH, `A post may be at most ${FORUM_POST_MAX_LENGTH} characters`)
  .refine(bodyRule.check, bodyRule.options);

const threadTitle = z
  .string('Give the thread a title')
  .trim()
  .min(FORUM_THREAD_TITLE_MIN_LENGTH, `The title needs at least ${FORUM_THREAD_TITLE_MIN_LENGTH} characters`)
  .max(FORUM_THREAD_TITLE_MAX_LENGTH, `The title may be at most ${FORUM_THREAD_TITLE_MAX_LENGTH} characters`)
  .refine(titleRule.check, titleRule.options);

export const newForumThreadSchema = z.strictObject({
  title: threadTitle,
  body: postBody,
  categoryId: z.uuid('Choose a category'),
  /** A community the author belongs to, or null for the whole church. */
  communityId: z.uuid('The community id is not valid').nullable().default(null),
});
export type NewForumThread = z.input<typeof newForumThreadSchema>;

export const newForumReplySchema = z.strictObject({ body: postBody });
export type NewForumReply = z.infer<typeof newForumReplySchema>;

/** An edit of a post: its new text, and a new title when it is a thread's opening post (a reply has none). */
export const forumPostEditSchema = z.strictObject({ body: postBody, title: threadTitle.optional() });
export type ForumPostEdit = z.input<typeof forumPostEditSchema>;

export const newForumCategorySchema = z.strictObject({
  name: z
    .string('Name the category')
    .trim()
    .min(2, 'The name needs at least 2 characters')
    .max(FORUM_CATEGORY_NAME_MAX_LENGTH, `The name may be at most ${FORUM_CATEGORY_NAME_MAX_LENGTH} characters`)
    .refine(nameRule.check, nameRule.options),
});
export type NewForumCategory = z.input<typeof newForumCategorySchema>;

export const forumReactionChangeSchema = z.strictObject({ reaction: forumReactionSchema, reacted: z.boolean() });
export type ForumReactionChange = z.infer<typeof forumReactionChangeSchema>;

export const newForumReportSchema = z.strictObject({
  reason: forumReportReasonSchema,
  details: z
    .string()
    .trim()
    .max(FORUM_REPORT_DETAILS_MAX_LENGTH, `The details may be at most ${FORUM_REPORT_DETAILS_MAX_LENGTH} characters`)
    .refine(detailsRule.check, detailsRule.options)
    .default(''),
});
export type NewForumReport = z.input<typeof newForumReportSchema>;

export const forumModerationChangeSchema = z.strictObject({
  status: z.enum(forumModerationStatuses, 'Choose published, hidden or rejected'),
});
export const forumPinnedChangeSchema = z.strictObject({ pinned: z.boolean() });
export const forumLockedChangeSchema = z.strictObject({ locked: z.boolean() });
export const forumCommunityModerationSchema = z.strictObject({ moderated: z.boolean() });

export const forumThreadParamsSchema = z.strictObject({ threadId: z.uuid('The thread id is not valid') });
export const forumPostParamsSchema = z.strictObject({ postId: z.uuid('The post id is not valid') });
export const forumCategoryParamsSchema = z.strictObject({ categoryId: z.uuid('The category id is not valid') });
export const forumCommunityParamsSchema = z.strictObject({ communityId: z.uuid('The community id is not valid') });

const pageOfNames = pageQuerySchema({ maxLimit: 100, sortKeyType: 'text' });
const pageByTime = pageQuerySchema({ maxLimit: 50 });

const forumsSchemas = {
  categories: { query: pageOfNames, response: forumCategoryPageSchema },
  createCategory: { body: newForumCategorySchema, response: forumCategorySchema },
  renameCategory: { params: forumCategoryParamsSchema, body: newForumCategorySchema, response: forumCategorySchema },
  deleteCategory: { params: forumCategoryParamsSchema },
  list: { query: forumThreadListQuerySchema, response: forumThreadPageSchema },
  create: { body: newForumThreadSchema, response: forumThreadSchema },
  get: { params: forumThreadParamsSchema, response: forumThreadSchema },
  replies: { params: forumThreadParamsSchema, query: pageByTime, response: forumPostPageSchema },
  reply: { params: forumThreadParamsSchema, body: newForumReplySchema, response: forumPostSchema },
  setPinned: { params: forumThreadParamsSchema, body: forumPinnedChangeSchema, response: forumThreadSchema },
  setLocked: { params: forumThreadParamsSchema, body: forumLockedChangeSchema, response: forumThreadSchema },
  editPost: { params: forumPostParamsSchema, body: forumPostEditSchema, response: forumPostSchema },
  deletePost: { params: forumPostParamsSchema },
  react: { params: forumPostParamsSchema, body: forumReactionChangeSchema, response: forumReactionsSchema },
  report: {
    params: forumPostParamsSchema,
    body: newForumReportSchema,
    response: z.object({ reported: z.literal(true) }),
  },
  dismissReports: { params: forumPostParamsSchema },
  moderate: { params: forumPostParamsSchema, body: forumModerationChangeSchema, response: forumPostSchema },
  pending: { query: pageByTime, response: forumModerationPageSchema },
  reported: { query: pageByTime, response: forumModerationPageSchema },
  moderatedCommunities: { query: pageOfNames, response: forumModeratedCommunityPageSchema },
  setCommunityModerated: {
    params: forumCommunityParamsSchema,
    body: forumCommunityModerationSchema,
    response: forumModeratedCommunitySchema,
  },
};
export type ForumsSchemas = typeof forumsSchemas;

/** The endpoints of Forums with their schemas: what the connect service mounts. */
export const forumsContract = withSchemas(forumsEndpoints, forumsSchemas);
