import { z } from 'zod';
import { searchWords } from './search-words';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';
import {
  PRAYER_BODY_MAX_LENGTH,
  PRAYER_CIRCLES_PER_REQUEST_MAX,
  PRAYER_COMMENT_MAX_LENGTH,
  PRAYER_REPORT_DETAILS_MAX_LENGTH,
  PRAYER_SEARCH_MAX_LENGTH,
  PRAYER_TESTIMONY_MAX_LENGTH,
  PRAYER_TITLE_MAX_LENGTH,
  prayerCategories,
  prayerReportReasons,
  prayerVisibilities,
  prayerWallEndpoints,
  prayerWallScopes,
} from './prayer-wall-endpoints';

export const prayerVisibilitySchema = z.enum(prayerVisibilities, 'The audience is public, private or anonymous');
export const prayerCategorySchema = z.enum(prayerCategories, 'Choose one of the categories');

/** A circle a private request is shared with, named for its author. */
export const prayerCircleRefSchema = z.object({ id: z.string(), name: z.string() });

export const prayerSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  category: prayerCategorySchema,
  visibility: prayerVisibilitySchema,
  /** null when the request is anonymous and the reader is not its author. */
  authorName: z.string().nullable(),
  isMine: z.boolean(),
  /** How many members prayed for it (SPEC §1 "tracking of who prays"). */
  prayerCount: z.number().int(),
  prayedByMe: z.boolean(),
  commentCount: z.number().int(),
  answered: z.boolean(),
  answeredAt: z.string().nullable(),
  /** What the author told of the answer. */
  testimony: z.string().nullable(),
  /** The circles a private request is shared with: told to its author only (others get []). */
  circles: z.array(prayerCircleRefSchema),
  reportedByMe: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type Prayer = z.infer<typeof prayerSchema>;

export const prayerPageSchema = pageSchema(prayerSchema);
export type PrayerPage = z.infer<typeof prayerPageSchema>;

const prayerFields = {
  title: z
    .string('Give your request a title')
    .trim()
    .min(1, 'Give your request a title')
    .max(PRAYER_TITLE_MAX_LENGTH, `The title may be at most ${PRAYER_TITLE_MAX_LENGTH} characters`),
  body: z
    .string('Write what you would like prayer for')
    .trim()
    .min(1, 'Write what you would like prayer for')
    .max(PRAYER_BODY_MAX_LENGTH, `The request may be at most ${PRAYER_BODY_MAX_LENGTH} characters`),
  category: prayerCategorySchema.default('other'),
  visibility: prayerVisibilitySchema,
  /** Only with a private request: the caller's circles that may read it. */
  circleIds: z
    .array(z.uuid('A circle id is not valid'), 'circleIds is a list of circle ids')
    .max(
      PRAYER_CIRCLES_PER_REQUEST_MAX,
      `A request may be shared with at most ${PRAYER_CIRCLES_PER_REQUEST_MAX} circles`,
    )
    .default([]),
};

const onlyPrivateGoesToCircles = (prayer: { visibility: string; circleIds: string[] }) =>
  prayer.visibility === 'private' || prayer.circleIds.length === 0;
const circlesIssue = { message: 'Only a private request is shared with circles', path: ['circleIds'] };

/** A new request on the wall; anonymous ones still name their author to the author alone. */
export const newPrayerSchema = z.strictObject(prayerFields).refine(onlyPrivateGoesToCircles, circlesIssue);
export type NewPrayer = z.input<typeof newPrayerSchema>;

/** The request as its author now writes it (every field, as the form sends them). */
export const prayerChangesSchema = newPrayerSchema;
export type PrayerChanges = NewPrayer;

export const prayerParamsSchema = z.strictObject({ prayerId: z.uuid('The prayer id is not valid') });

export const prayerListQuerySchema = pageQuerySchema({ maxLimit: 100 }).extend({
  category: prayerCategorySchema.optional(),
  scope: z.enum(prayerWallScopes, 'The scope is all, mine or answered').default('all'),
  q: searchWords(PRAYER_SEARCH_MAX_LENGTH).optional(),
});
export type PrayerListQuery = z.input<typeof prayerListQuerySchema>;

export const answeredSchema = z.strictObject({
  answered: z.boolean('answered is true or false'),
  testimony: z
    .string('The testimony must be text')
    .trim()
    .max(PRAYER_TESTIMONY_MAX_LENGTH, `The testimony may be at most ${PRAYER_TESTIMONY_MAX_LENGTH} characters`)
    .optional(),
});
export type AnsweredChange = z.input<typeof answeredSchema>;

/** One member who prayed; name null for an anonymous request's own author. */
export const intercessorSchema = z.object({ name: z.string().nullable(), isMe: z.boolean(), prayedAt: z.string() });
export type Intercessor = z.infer<typeof intercessorSchema>;
export const intercessorPageSchema = pageSchema(intercessorSchema);
export type IntercessorPage = z.infer<typeof intercessorPageSchema>;

export const prayerCommentSchema = z.object({
  id: z.string(),
  /** null when the request's anonymous author wrote it, for everyone but them. */
  authorName: z.string().nullable(),
  /** Written by the request's author (shown as such, even when anonymous). */
  byRequester: z.boolean(),
  isMine: z.boolean(),
  /** Whether the reader may take it down (its writer, the request's author, the church's moderators). */
  canRemove: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type PrayerComment = z.infer<typeof prayerCommentSchema>;
export const prayerCommentPageSchema = pageSchema(prayerCommentSchema);
export type PrayerCommentPage = z.infer<typeof prayerCommentPageSchema>;

export const newPrayerCommentSchema = z.strictObject({
  body: z
    .string('Write a few words of encouragement')
    .trim()
    .min(1, 'Write a few words of encouragement')
    .max(PRAYER_COMMENT_MAX_LENGTH, `A comment may be at most ${PRAYER_COMMENT_MAX_LENGTH} characters`),
});
export type NewPrayerComment = z.input<typeof newPrayerCommentSchema>;

export const prayerCommentParamsSchema = z.strictObject({ commentId: z.uuid('The comment id is not valid') });

export const prayerReportSchema = z.strictObject({
  reason: z.enum(prayerReportReasons, 'Choose why you report this request'),
  details: z
    .string('The details must be text')
    .trim()
    .max(PRAYER_REPORT_DETAILS_MAX_LENGTH, `The details may be at most ${PRAYER_REPORT_DETAILS_MAX_LENGTH} characters`)
    .default(''),
});
export type PrayerReportRequest = z.input<typeof prayerReportSchema>;
export const prayerReportReceiptSchema = z.object({ id: z.string(), createdAt: z.string() });

const prayerWallSchemas = {
  list: { query: prayerListQuerySchema, response: prayerPageSchema },
  get: { params: prayerParamsSchema, response: prayerSchema },
  post: { body: newPrayerSchema, response: prayerSchema },
  update: { params: prayerParamsSchema, body: prayerChangesSchema, response: prayerSchema },
  pray: { params: prayerParamsSchema, response: prayerSchema },
  unpray: { params: prayerParamsSchema, response: prayerSchema },
  intercessors: {
    params: prayerParamsSchema,
    query: pageQuerySchema({ maxLimit: 100 }),
    response: intercessorPageSchema,
  },
  setAnswered: { params: prayerParamsSchema, body: answeredSchema, response: prayerSchema },
  remove: { params: prayerParamsSchema },
  comments: {
    params: prayerParamsSchema,
    query: pageQuerySchema({ maxLimit: 100 }),
    response: prayerCommentPageSchema,
  },
  comment: { params: prayerParamsSchema, body: newPrayerCommentSchema, response: prayerCommentSchema },
  removeComment: { params: prayerCommentParamsSchema },
  report: { params: prayerParamsSchema, body: prayerReportSchema, response: prayerReportReceiptSchema },
};
export type PrayerWallSchemas = typeof prayerWallSchemas;

/** The prayer wall's endpoints with their schemas: what the worship service mounts. */
export const prayerWallContract = withSchemas(prayerWallEndpoints, prayerWallSchemas);
