// No zod here: a remote's screens import this module (their bundles stay free of zod); the schemas are
// in prayer-wall.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { PrayerWallSchemas } from './prayer-wall';

/** SPEC §1: a prayer request may be private, public or anonymous. */
export const prayerVisibilities = ['public', 'private', 'anonymous'] as const;
export type PrayerVisibility = (typeof prayerVisibilities)[number];

export const PRAYER_TITLE_MAX_LENGTH = 120;
export const PRAYER_BODY_MAX_LENGTH = 2000;

/** The prayer wall (/prayer-wall): the caller's church's requests as the caller may see them. */
export const prayerWallEndpoints = defineEndpoints<PrayerWallSchemas>()({
  /** Newest first: shared requests plus the reader's own private ones. */
  list: ['GET', '/api/prayers'],
  post: ['POST', '/api/prayers', 201],
  /** "I prayed": counted once per member; the answer is the request as it now stands. */
  pray: ['POST', '/api/prayers/:prayerId/prayed'],
  unpray: ['DELETE', '/api/prayers/:prayerId/prayed'],
  /** The author marks their request answered, or not. */
  setAnswered: ['PUT', '/api/prayers/:prayerId/answered'],
  /** The author takes their request down. */
  remove: ['DELETE', '/api/prayers/:prayerId', 204],
});
