import { z } from 'zod';
import { searchWords } from './search-words';
import { personName } from './auth';
import { usernameSchema } from './account';
import { issueCode } from './errors';

/** SPEC §2 /onboarding/{step}: the steps in the order the flow shows them. */
export const onboardingSteps = ['profile', 'church', 'interests', 'language'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];
export const onboardingStepSchema = z.enum(onboardingSteps);
/** Steps a new member may skip; the others must be saved to go on. */
export const optionalOnboardingSteps: readonly OnboardingStep[] = ['church', 'interests'];

/** The interests a member can pick during onboarding (a fixed list, at most all ten). */
export const interests = [
  'prayer',
  'bible-study',
  'worship',
  'volunteering',
  'small-groups',
  'youth',
  'missions',
  'music',
  'giving',
  'events',
] as const;
export type Interest = (typeof interests)[number];
export const MAX_INTERESTS = interests.length;

export const onboardingStepParamsSchema = z.strictObject({ step: onboardingStepSchema });

/** PUT /api/user/onboarding/profile: names, and a username when the member wants one. */
export const onboardingProfileSchema = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  username: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), usernameSchema.nullable()).optional(),
});

/** PUT /api/user/onboarding/church: one church of GET /api/user/churches, or null for none. */
export const onboardingChurchSchema = z.strictObject({ churchId: z.uuid('Choose a church from the list').nullable() });

/** PUT /api/user/onboarding/interests: each from the fixed list, none repeated. */
export const onboardingInterestsSchema = z.strictObject({
  interests: z
    .array(z.enum(interests, 'Choose interests from the list'))
    .max(MAX_INTERESTS, `Choose at most ${MAX_INTERESTS} interests`)
    .refine((chosen) => new Set(chosen).size === chosen.length, issueCode('duplicate_choice', 'Choose each interest once')),
});

/** PUT /api/user/onboarding/language: a supported language code (SPEC §5, §9; checked by the service). */
export const onboardingLanguageSchema = z.strictObject({ preferredLanguage: z.string().min(2).max(8) });

/** The body each step takes. */
export const onboardingStepBodySchemas = {
  profile: onboardingProfileSchema,
  church: onboardingChurchSchema,
  interests: onboardingInterestsSchema,
  language: onboardingLanguageSchema,
} as const;

/**
 * Any step's body, for the route's declared schema; the step's own schema is applied once the step is known.
 * Each field is optional here, so a body for one step is never refused because of another step's fields.
 */
export const onboardingStepBodySchema = z.strictObject({
  firstName: z.unknown().optional(),
  lastName: z.unknown().optional(),
  username: z.unknown().optional(),
  churchId: z.unknown().optional(),
  interests: z.unknown().optional(),
  preferredLanguage: z.unknown().optional(),
});

/** GET /api/user/onboarding and the answer to each PUT. */
export const onboardingStateSchema = z.object({
  completedSteps: z.array(onboardingStepSchema),
  /** When the member finished or skipped the last step; null while onboarding is under way. */
  completedAt: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  /** The church the member belongs to; null until its staff accept them. */
  churchId: z.string().nullable(),
  /** The church the member asked to join, while its staff have not yet accepted them. */
  pendingChurch: z.object({ id: z.string(), name: z.string() }).nullable(),
  interests: z.array(z.enum(interests)),
  preferredLanguage: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/** GET /api/user/churches?q=&offset=&limit=: churches by name, for the church step. */
export const CHURCH_PAGE_SIZE = 20;
export const CHURCH_PAGE_MAX_SIZE = 50;
export const CHURCH_QUERY_MAX_LENGTH = 100;
export const churchListQuerySchema = z.strictObject({
  q: searchWords(CHURCH_QUERY_MAX_LENGTH).optional(),
  // Offset paging: the list is short and sorted by name, which a (createdAt, id) keyset cursor cannot follow.
  offset: z.coerce.number().int('offset must be a whole number').min(0, 'offset must be at least 0').max(100_000).default(0),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CHURCH_PAGE_MAX_SIZE, `limit must be at most ${CHURCH_PAGE_MAX_SIZE}`)
    .default(CHURCH_PAGE_SIZE),
});
export const churchSchema = z.object({ id: z.string(), name: z.string() });
export type Church = z.infer<typeof churchSchema>;
/** nextOffset is null on the last page. */
export const churchPageSchema = z.object({ items: z.array(churchSchema), nextOffset: z.number().nullable() });
export type ChurchPage = z.infer<typeof churchPageSchema>;
