import { z } from 'zod';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';
import {
  SOCIAL_FEED_COMMENT_MAX_LENGTH,
  SOCIAL_FEED_IMAGE_ALT_MAX_LENGTH,
  SOCIAL_FEED_IMAGES_PER_POST_MAX,
  SOCIAL_FEED_POST_MAX_LENGTH,
  SOCIAL_FEED_REPORT_DETAILS_MAX_LENGTH,
  socialFeedEndpoints,
  socialFeedReactions,
  socialFeedReportReasons,
} from './social-feed-endpoints';

export const socialFeedReactionSchema = z.enum(socialFeedReactions, 'The reaction is like, love or pray');

/** An image of a post: where to read it and the words that describe it. */
export const socialFeedImageSchema = z.object({ id: z.string(), url: z.string(), alt: z.string() });
export type SocialFeedImage = z.infer<typeof socialFeedImageSchema>;

/** The community a post went to (null: everyone at the church). */
export const socialFeedCommunityRefSchema = z.object({ id: z.string(), name: z.string() });

/** One post of the feed as its reader sees it. */
export const socialFeedPostSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  community: socialFeedCommunityRefSchema.nullable(),
  images: z.array(socialFeedImageSchema),
  /** Pinned as an announcement, until `announcementExpiresAt` (null: until unpinned). */
  isAnnouncement: z.boolean(),
  announcementExpiresAt: z.string().nullable(),
  /** How many of each reaction, and the reader's own. */
  reactions: z.object({ like: z.number().int(), love: z.number().int(), pray: z.number().int() }),
  myReaction: socialFeedReactionSchema.nullable(),
  commentCount: z.number().int(),
  isMine: z.boolean(),
  /** Whether the reader may take it down, and pin or unpin it. */
  canRemove: z.boolean(),
  canPin: z.boolean(),
  reportedByMe: z.boolean(),
  createdAt: z.string(),
});
export type SocialFeedPost = z.infer<typeof socialFeedPostSchema>;

export const socialFeedPageSchema = pageSchema(socialFeedPostSchema);
export type SocialFeedPage = z.infer<typeof socialFeedPageSchema>;

export const socialFeedAnnouncementsSchema = z.object({ items: z.array(socialFeedPostSchema) });
export type SocialFeedAnnouncements = z.infer<typeof socialFeedAnnouncementsSchema>;

/** Where the caller may post: the church, and each of their communities, with whether they may announce there. */
export const socialFeedAudienceSchema = z.object({
  community: socialFeedCommunityRefSchema.nullable(),
  canAnnounce: z.boolean(),
});
export const socialFeedAudiencesSchema = z.object({ items: z.array(socialFeedAudienceSchema) });
export type SocialFeedAudiences = z.infer<typeof socialFeedAudiencesSchema>;

const communityFilter = z.uuid('The community id is not valid');
const futureDate = z.iso
  .datetime({ offset: true, message: 'The expiry is a date and time (ISO 8601)' })
  .refine((value) => Date.parse(value) > Date.now(), 'The expiry must be in the future');

export const socialFeedListQuerySchema = pageQuerySchema({ maxLimit: 50 }).extend({
  /** Only this community's posts (the caller must be one of its members). */
  communityId: communityFilter.optional(),
});
export type SocialFeedListQuery = z.input<typeof socialFeedListQuerySchema>;

export const socialFeedAnnouncementsQuerySchema = z.strictObject({ communityId: communityFilter.optional() });

/** A new post: its words, where it goes, its uploaded images (with their descriptions), and whether it is announced. */
export const newSocialFeedPostSchema = z
  .strictObject({
    body: z
      .string('Write something to post')
      .trim()
      .max(SOCIAL_FEED_POST_MAX_LENGTH, `A post may be at most ${SOCIAL_FEED_POST_MAX_LENGTH} characters`)
      .default(''),
    communityId: communityFilter.nullable().default(null),
    images: z
      .array(
        z.strictObject({
          id: z.uuid('An image id is not valid'),
          alt: z
            .string('The description must be text')
            .trim()
            .max(
              SOCIAL_FEED_IMAGE_ALT_MAX_LENGTH,
              `A description may be at most ${SOCIAL_FEED_IMAGE_ALT_MAX_LENGTH} characters`,
            )
            .default(''),
        }),
        'images is a list of uploaded images',
      )
      .max(SOCIAL_FEED_IMAGES_PER_POST_MAX, `A post may have at most ${SOCIAL_FEED_IMAGES_PER_POST_MAX} images`)
      .default([]),
    announcement: z.boolean('announcement is true or false').default(false),
    announcementExpiresAt: futureDate.nullable().default(null),
  })
  .refine((post) => post.body.length > 0 || post.images.length > 0, {
    message: 'Write something or add an image',
    path: ['body'],
  })
  .refine((post) => new Set(post.images.map((image) => image.id)).size === post.images.length, {
    message: 'An image is added once',
    path: ['images'],
  })
  .refine((post) => post.announcement || post.announcementExpiresAt === null, {
    message: 'Only an announcement expires',
    path: ['announcementExpiresAt'],
  });
export type NewSocialFeedPost = z.input<typeof newSocialFeedPostSchema>;

export const socialFeedPostParamsSchema = z.strictObject({ postId: z.uuid('The post id is not valid') });
export const socialFeedCommentParamsSchema = z.strictObject({ commentId: z.uuid('The comment id is not valid') });

export const socialFeedPinSchema = z.strictObject({ expiresAt: futureDate.nullable().default(null) });
export type SocialFeedPin = z.input<typeof socialFeedPinSchema>;

export const socialFeedReactSchema = z.strictObject({ reaction: socialFeedReactionSchema.nullable() });
export type SocialFeedReact = z.input<typeof socialFeedReactSchema>;

export const socialFeedCommentSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  isMine: z.boolean(),
  canRemove: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type SocialFeedComment = z.infer<typeof socialFeedCommentSchema>;
export const socialFeedCommentPageSchema = pageSchema(socialFeedCommentSchema);
export type SocialFeedCommentPage = z.infer<typeof socialFeedCommentPageSchema>;

export const newSocialFeedCommentSchema = z.strictObject({
  body: z
    .string('Write a comment')
    .trim()
    .min(1, 'Write a comment')
    .max(SOCIAL_FEED_COMMENT_MAX_LENGTH, `A comment may be at most ${SOCIAL_FEED_COMMENT_MAX_LENGTH} characters`),
});
export type NewSocialFeedComment = z.input<typeof newSocialFeedCommentSchema>;

export const socialFeedReportSchema = z.strictObject({
  reason: z.enum(socialFeedReportReasons, 'Choose why you report this post'),
  details: z
    .string('The details must be text')
    .trim()
    .max(
      SOCIAL_FEED_REPORT_DETAILS_MAX_LENGTH,
      `The details may be at most ${SOCIAL_FEED_REPORT_DETAILS_MAX_LENGTH} characters`,
    )
    .default(''),
});
export type SocialFeedReportRequest = z.input<typeof socialFeedReportSchema>;
export const socialFeedReportReceiptSchema = z.object({ id: z.string(), createdAt: z.string() });

/** An uploaded image, before (or after) it goes into a post. */
export const socialFeedUploadedImageSchema = z.object({ id: z.string(), url: z.string(), contentType: z.string() });
export type SocialFeedUploadedImage = z.infer<typeof socialFeedUploadedImageSchema>;

const socialFeedSchemas = {
  list: { query: socialFeedListQuerySchema, response: socialFeedPageSchema },
  announcements: { query: socialFeedAnnouncementsQuerySchema, response: socialFeedAnnouncementsSchema },
  audiences: { response: socialFeedAudiencesSchema },
  create: { body: newSocialFeedPostSchema, response: socialFeedPostSchema },
  get: { params: socialFeedPostParamsSchema, response: socialFeedPostSchema },
  remove: { params: socialFeedPostParamsSchema },
  pin: { params: socialFeedPostParamsSchema, body: socialFeedPinSchema, response: socialFeedPostSchema },
  unpin: { params: socialFeedPostParamsSchema, response: socialFeedPostSchema },
  react: { params: socialFeedPostParamsSchema, body: socialFeedReactSchema, response: socialFeedPostSchema },
  comments: {
    params: socialFeedPostParamsSchema,
    query: pageQuerySchema({ maxLimit: 100 }),
    response: socialFeedCommentPageSchema,
  },
  comment: { params: socialFeedPostParamsSchema, body: newSocialFeedCommentSchema, response: socialFeedCommentSchema },
  removeComment: { params: socialFeedCommentParamsSchema },
  report: { params: socialFeedPostParamsSchema, body: socialFeedReportSchema, response: socialFeedReportReceiptSchema },
};
export type SocialFeedSchemas = typeof socialFeedSchemas;

/** The endpoints of the social feed with their schemas: what the connect service mounts. */
export const socialFeedContract = withSchemas(socialFeedEndpoints, socialFeedSchemas);

/** The domain event connect publishes when a member reports a post (the admin service collects them). */
export const feedPostReportedEventSchema = z.object({
  reportId: z.string(),
  postId: z.string(),
  churchId: z.string(),
  communityId: z.string().nullable(),
  reporterId: z.string(),
  reason: z.enum(socialFeedReportReasons),
  details: z.string(),
  reportedAt: z.string(),
});
export type FeedPostReportedEvent = z.infer<typeof feedPostReportedEventSchema>;
