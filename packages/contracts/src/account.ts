import { z } from 'zod';
import { noControlCharacters } from './text-rules';
import { issueCode } from './errors';
import { personName } from './auth';
import { pageQuerySchema, pageSchema } from './keyset-page';

/** Bounds chosen for Koinonia (SPEC §5 leaves them open): what a username may be. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_TAKEN_MESSAGE = 'That username is already taken';
const USERNAME_PATTERN = /^[a-z0-9._]+$/;

/** A username is stored lowercase, so "Grace.Lee" and "grace.lee" are the same name. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  // A refinement rather than .regex() so the issue names its rule; the pattern stays in the JSON schema.
  .refine(
    (name) => USERNAME_PATTERN.test(name),
    issueCode('username_characters', "Username may only contain letters, digits, '.' and '_'"),
  )
  .meta({ pattern: USERNAME_PATTERN.source });


/** null or an empty string clears the username. */
const usernameUpdateSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  usernameSchema.nullable(),
);

/** PATCH /api/user/profile: any of the three; answers the CurrentUser. */
export const updateProfileRequestSchema = z
  .strictObject({
    firstName: personName('First name').optional(),
    lastName: personName('Last name').optional(),
    username: usernameUpdateSchema.optional(),
  })
  .refine(
    (update) => update.firstName !== undefined || update.lastName !== undefined || update.username !== undefined,
    'Give a first name, last name or username',
  );
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST /api/user/profile-image: multipart/form-data with one file in this field; answers the CurrentUser. */
export const PROFILE_IMAGE_FIELD = 'image';
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const profileImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProfileImageType = (typeof profileImageTypes)[number];
export const PROFILE_IMAGE_TYPE_MESSAGE = 'Upload a JPEG, PNG or WebP image';
export const PROFILE_IMAGE_SIZE_MESSAGE = 'The image must be at most 2 MB';

/** Where a stored profile image is served (GET, public: an avatar is shown to others). */
export const profileImagePath = (id: string) => `/api/user/profile-images/${id}`;

/** SPEC §2 /weekly-checkin: the four things a member rates each week, from 1 to 5. */
export const weeklyCheckinRatings = ['spiritualGrowth', 'prayerLife', 'bibleReading', 'community'] as const;
export type WeeklyCheckinRating = (typeof weeklyCheckinRatings)[number];
export const CHECKIN_RATING_MIN = 1;
export const CHECKIN_RATING_MAX = 5;
export const CHECKIN_TEXT_MAX_LENGTH = 1000;
export const NO_CHECKIN_THIS_WEEK_MESSAGE = 'No check-in this week yet';

const ratingLabels: Record<WeeklyCheckinRating, string> = {
  spiritualGrowth: 'Spiritual growth',
  prayerLife: 'Prayer life',
  bibleReading: 'Bible reading',
  community: 'Community',
};

const rating = (label: string) =>
  z
    .number({ error: `${label} must be a rating from ${CHECKIN_RATING_MIN} to ${CHECKIN_RATING_MAX}` })
    .int(`${label} must be a whole number`)
    .min(CHECKIN_RATING_MIN, `${label} must be a rating from ${CHECKIN_RATING_MIN} to ${CHECKIN_RATING_MAX}`)
    .max(CHECKIN_RATING_MAX, `${label} must be a rating from ${CHECKIN_RATING_MIN} to ${CHECKIN_RATING_MAX}`);

/** An optional text; blank is the same as absent. */
const checkinText = (label: string) => {
  const rule = noControlCharacters(label, true);
  return z
    .string()
    .trim()
    .max(CHECKIN_TEXT_MAX_LENGTH, `${label} must be at most ${CHECKIN_TEXT_MAX_LENGTH} characters`)
    .refine(rule.check, rule.options)
    .nullish()
    .transform((text) => (text ? text : null));
};

/** PUT /api/user/weekly-checkins/current: creates or replaces the check-in of the current week. */
export const weeklyCheckinRequestSchema = z.strictObject({
  spiritualGrowth: rating(ratingLabels.spiritualGrowth),
  prayerLife: rating(ratingLabels.prayerLife),
  bibleReading: rating(ratingLabels.bibleReading),
  community: rating(ratingLabels.community),
  gratitude: checkinText('Gratitude'),
  prayerRequest: checkinText('Prayer request'),
});
export type WeeklyCheckinRequest = z.input<typeof weeklyCheckinRequestSchema>;

export const weeklyCheckinSchema = z.object({
  id: z.string(),
  /** The Monday (UTC) the ISO week starts on, YYYY-MM-DD. */
  weekStart: z.string(),
  spiritualGrowth: z.number().int(),
  prayerLife: z.number().int(),
  bibleReading: z.number().int(),
  community: z.number().int(),
  gratitude: z.string().nullable(),
  prayerRequest: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WeeklyCheckin = z.infer<typeof weeklyCheckinSchema>;

/** GET /api/user/weekly-checkins?cursor=: the caller's check-ins, newest week first. */
export const WEEKLY_CHECKIN_PAGE_SIZE = 10;
export const weeklyCheckinListQuerySchema = pageQuerySchema({ defaultLimit: WEEKLY_CHECKIN_PAGE_SIZE, sortKeyType: 'date' });
export const weeklyCheckinPageSchema = pageSchema(weeklyCheckinSchema);
export type WeeklyCheckinPage = z.infer<typeof weeklyCheckinPageSchema>;
