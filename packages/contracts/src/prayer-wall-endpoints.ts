// No zod here: a remote's screens import this module (their bundles stay free of zod); the schemas are
// in prayer-wall.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { PrayerWallSchemas } from './prayer-wall';

/**
 * SPEC §1: a prayer request may be public (the church sees it), private (its author and the circles it is
 * shared with) or anonymous (the church sees it, nobody but its author sees who asked).
 */
export const prayerVisibilities = ['public', 'private', 'anonymous'] as const;
export type PrayerVisibility = (typeof prayerVisibilities)[number];

/** What a request is about, to filter the wall by. */
export const prayerCategories = [
  'health',
  'family',
  'guidance',
  'provision',
  'relationships',
  'grief',
  'salvation',
  'thanksgiving',
  'church',
  'world',
  'other',
] as const;
export type PrayerCategory = (typeof prayerCategories)[number];

/** Which requests the wall lists: everyone's, the reader's own, or the answered ones. */
export const prayerWallScopes = ['all', 'mine', 'answered'] as const;
export type PrayerWallScope = (typeof prayerWallScopes)[number];

/** Why a member reports a request to the church's moderators. */
export const prayerReportReasons = ['spam', 'inappropriate', 'harmful', 'personal_information', 'other'] as const;
export type PrayerReportReason = (typeof prayerReportReasons)[number];

export const PRAYER_TITLE_MAX_LENGTH = 120;
export const PRAYER_BODY_MAX_LENGTH = 2000;
export const PRAYER_TESTIMONY_MAX_LENGTH = 2000;
export const PRAYER_COMMENT_MAX_LENGTH = 1000;
export const PRAYER_REPORT_DETAILS_MAX_LENGTH = 500;
export const PRAYER_SEARCH_MAX_LENGTH = 100;
/** A private request may be shared with this many circles at most. */
export const PRAYER_CIRCLES_PER_REQUEST_MAX = 10;

/** The prayer wall (/prayer-wall): the caller's church's requests as the caller may see them. */
export const prayerWallEndpoints = defineEndpoints<PrayerWallSchemas>()({
  /** Newest first: what the reader may see, by category, scope and words. */
  list: ['GET', '/api/prayers'],
  get: ['GET', '/api/prayers/:prayerId'],
  post: ['POST', '/api/prayers', 201],
  /** The author rewrites their request (its words, category, audience and circles). */
  update: ['PUT', '/api/prayers/:prayerId'],
  /** "I prayed": counted once per member; the answer is the request as it now stands. */
  pray: ['POST', '/api/prayers/:prayerId/prayed'],
  unpray: ['DELETE', '/api/prayers/:prayerId/prayed'],
  /** Who prayed, newest first (an anonymous author praying for their own request stays unnamed). */
  intercessors: ['GET', '/api/prayers/:prayerId/intercessors'],
  /** The author marks their request answered, with a testimony, or not answered. */
  setAnswered: ['PUT', '/api/prayers/:prayerId/answered'],
  /** The author takes their request down. */
  remove: ['DELETE', '/api/prayers/:prayerId', 204],
  /** Words of encouragement, oldest first (a conversation reads down). */
  comments: ['GET', '/api/prayers/:prayerId/comments'],
  comment: ['POST', '/api/prayers/:prayerId/comments', 201],
  /** By the comment's writer, the request's author, or the church's moderators. */
  removeComment: ['DELETE', '/api/prayer-comments/:commentId', 204],
  /** Reports the request to the church's moderators, once per member. */
  report: ['POST', '/api/prayers/:prayerId/reports', 201],
});
