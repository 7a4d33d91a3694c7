// No zod here: the remote's screens import this module (their bundles stay free of zod); the schemas are in
// social-feed.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import { CHURCH_MODERATOR_ROLES } from './role-groups';
import type { SocialFeedSchemas } from './social-feed';

export const SOCIAL_FEED_POST_MAX_LENGTH = 5000;
export const SOCIAL_FEED_COMMENT_MAX_LENGTH = 2000;
export const SOCIAL_FEED_REPORT_DETAILS_MAX_LENGTH = 500;
export const SOCIAL_FEED_IMAGE_ALT_MAX_LENGTH = 300;
/** Images per post. */
export const SOCIAL_FEED_IMAGES_PER_POST_MAX = 4;
/** Announcements pinned above the feed, newest first. */
export const SOCIAL_FEED_PINNED_MAX = 5;

/** The form field an image is uploaded in, and its limits (judged by its bytes). */
export const SOCIAL_FEED_IMAGE_FIELD = 'image';
export const SOCIAL_FEED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SOCIAL_FEED_IMAGE_SIZE_MESSAGE = 'An image may be at most 5 MB';
export const SOCIAL_FEED_IMAGE_TYPE_MESSAGE = 'Upload a JPEG, PNG or WebP image';

/** Who posts and pins for the whole church, and removes anyone's post (a community's leaders and admins do for it). */
export const SOCIAL_FEED_CHURCH_STAFF_ROLES = CHURCH_MODERATOR_ROLES;

/** The reactions a member may leave on a post (one each per post): 👍 ❤️ 🙏. */
export const socialFeedReactions = ['like', 'love', 'pray'] as const;
export type SocialFeedReaction = (typeof socialFeedReactions)[number];
export const socialFeedReactionEmoji: Readonly<Record<SocialFeedReaction, string>> = {
  like: '👍',
  love: '❤️',
  pray: '🙏',
};

/** Why a member reports a post to its moderators. */
export const socialFeedReportReasons = ['spam', 'inappropriate', 'harmful', 'personal_information', 'other'] as const;
export type SocialFeedReportReason = (typeof socialFeedReportReasons)[number];

/** Uploads an image (multipart, field `image`) for a post the caller is writing: POST, answered 201 `{ id }`. */
export const SOCIAL_FEED_IMAGES_PATH = '/api/social-feed/images';
/** Where an image of a post is read (by those who may see the post, and its uploader before it is posted). */
export const socialFeedImagePath = (imageId: string) => `${SOCIAL_FEED_IMAGES_PATH}/${imageId}`;

/**
 * Social feed (/social-feed): posts of the caller's church — to everyone there, or to one of their communities —
 * with images, comments and reactions; leaders' announcements pinned at the top.
 */
export const socialFeedEndpoints = defineEndpoints<SocialFeedSchemas>()({
  /** Newest first, a page at a time: the church-wide posts and those of the caller's communities (or of one). */
  list: ['GET', '/api/social-feed'],
  /** The announcements in force (not expired), newest first, at most SOCIAL_FEED_PINNED_MAX. */
  announcements: ['GET', '/api/social-feed/announcements'],
  /** Where the caller may post, and whether they may announce there. */
  audiences: ['GET', '/api/social-feed/audiences'],
  /** Posts to the church or to one of the caller's communities; the answer is the post as stored. */
  create: ['POST', '/api/social-feed', 201],
  get: ['GET', '/api/social-feed/posts/:postId'],
  /** Its author, the community's leaders and admins, or the church's staff take it down. */
  remove: ['DELETE', '/api/social-feed/posts/:postId', 204],
  /** Pins the post as an announcement (until `expiresAt`, or until unpinned): the staff, or the community's leaders. */
  pin: ['PUT', '/api/social-feed/posts/:postId/announcement'],
  unpin: ['DELETE', '/api/social-feed/posts/:postId/announcement'],
  /** The caller's reaction (one per post), or none with `reaction: null`; the answer is the post as it now stands. */
  react: ['PUT', '/api/social-feed/posts/:postId/reaction'],
  /** Oldest first (a conversation reads down). */
  comments: ['GET', '/api/social-feed/posts/:postId/comments'],
  comment: ['POST', '/api/social-feed/posts/:postId/comments', 201],
  /** By its writer, or whoever may take the post down. */
  removeComment: ['DELETE', '/api/social-feed/comments/:commentId', 204],
  /** Reports the post to its moderators, once per member (not one's own). */
  report: ['POST', '/api/social-feed/posts/:postId/reports', 201],
});
