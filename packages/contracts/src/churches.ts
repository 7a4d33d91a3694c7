import { z } from 'zod';
import { emailSchema } from './auth';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';
import { searchWords } from './search-words';
import { noControlCharacters } from './text-rules';
import {
  CHURCH_CLAIM_CODE_LENGTH,
  CHURCH_CLAIM_MESSAGE_MAX_LENGTH,
  CHURCH_CLAIM_MESSAGE_MIN_LENGTH,
  CHURCH_CLAIM_REASON_MAX_LENGTH,
  CHURCH_SEARCH_MAX_LENGTH,
  churchClaimMethods,
  churchClaimQueueStatuses,
  churchClaimStatuses,
  churchClaimsEndpoints,
  churchesEndpoints,
} from './churches-endpoints';

/** A church as the directory shows it. */
export const churchListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  /** The domain a claim's email must be at (the website's host without www.); null without a website. */
  emailDomain: z.string().nullable(),
  memberCount: z.number().int(),
  /** Someone of the church's own staff runs it: it cannot be claimed. */
  claimed: z.boolean(),
  /** It is the caller's church. */
  isMine: z.boolean(),
  /** The caller has a claim on it still pending. */
  claimPending: z.boolean(),
});
export type ChurchListing = z.infer<typeof churchListingSchema>;
export const churchListingPageSchema = pageSchema(churchListingSchema);
export type ChurchListingPage = z.infer<typeof churchListingPageSchema>;

export const churchDirectoryQuerySchema = pageQuerySchema({ maxLimit: 50, sortKeyType: 'text' }).extend({
  q: searchWords(CHURCH_SEARCH_MAX_LENGTH).optional(),
});
export type ChurchDirectoryQuery = z.input<typeof churchDirectoryQuerySchema>;

export const churchParamsSchema = z.strictObject({ churchId: z.uuid('The church is not valid') });

/** A claim as its claimant, or platform support, sees it. */
export const churchClaimSchema = z.object({
  id: z.string(),
  church: z.object({ id: z.string(), name: z.string(), emailDomain: z.string().nullable() }),
  method: z.enum(churchClaimMethods),
  status: z.enum(churchClaimStatuses),
  /** Method email: where the code was sent. */
  email: z.string().nullable(),
  /** Method email, while pending: when the code stops working, and how many wrong codes are still allowed. */
  codeExpiresAt: z.string().nullable(),
  attemptsLeft: z.number().int().nullable(),
  /** Method review: what the claimant wrote. */
  message: z.string().nullable(),
  /** Why support rejected it. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Who claims: told to platform support (the claimant knows who they are). */
  claimant: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type ChurchClaim = z.infer<typeof churchClaimSchema>;
export const churchClaimListSchema = z.object({ items: z.array(churchClaimSchema) });
export type ChurchClaimList = z.infer<typeof churchClaimListSchema>;
export const churchClaimPageSchema = pageSchema(churchClaimSchema);
export type ChurchClaimPage = z.infer<typeof churchClaimPageSchema>;

const messageRule = noControlCharacters('The message', true);
const reasonRule = noControlCharacters('The reason', true);

/** POST /api/church-claims: by a code mailed to an address at the church's domain, or by review. */
export const newChurchClaimSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      churchId: z.uuid('Choose a church from the directory'),
      method: z.literal('email'),
      email: emailSchema,
    }),
    z.strictObject({
      churchId: z.uuid('Choose a church from the directory'),
      method: z.literal('review'),
      message: z
        .string('Tell us your role at the church')
        .trim()
        .min(CHURCH_CLAIM_MESSAGE_MIN_LENGTH, `Write at least ${CHURCH_CLAIM_MESSAGE_MIN_LENGTH} characters`)
        .max(
          CHURCH_CLAIM_MESSAGE_MAX_LENGTH,
          `The message may be at most ${CHURCH_CLAIM_MESSAGE_MAX_LENGTH} characters`,
        )
        .refine(messageRule.check, messageRule.options),
    }),
  ],
  'Choose how to prove the church is yours: email or review',
);
export type NewChurchClaim = z.input<typeof newChurchClaimSchema>;

export const churchClaimParamsSchema = z.strictObject({ claimId: z.uuid('The claim is not valid') });

export const churchClaimCodeSchema = z.strictObject({
  code: z
    .string('Enter the code from the email')
    .trim()
    .regex(new RegExp(`^\\d{${CHURCH_CLAIM_CODE_LENGTH}}$`), `The code is ${CHURCH_CLAIM_CODE_LENGTH} digits`),
});

export const churchClaimRejectionSchema = z.strictObject({
  reason: z
    .string('Say why the claim is rejected')
    .trim()
    .min(1, 'Say why the claim is rejected')
    .max(CHURCH_CLAIM_REASON_MAX_LENGTH, `The reason may be at most ${CHURCH_CLAIM_REASON_MAX_LENGTH} characters`)
    .refine(reasonRule.check, reasonRule.options),
});

export const churchClaimQueueQuerySchema = pageQuerySchema({ maxLimit: 50 }).extend({
  status: z.enum(churchClaimQueueStatuses, 'The status is pending, approved or rejected').default('pending'),
});
export type ChurchClaimQueueQuery = z.input<typeof churchClaimQueueQuerySchema>;

const churchesSchemas = {
  list: { query: churchDirectoryQuerySchema, response: churchListingPageSchema },
  get: { params: churchParamsSchema, response: churchListingSchema },
};
export type ChurchesSchemas = typeof churchesSchemas;
export const churchesContract = withSchemas(churchesEndpoints, churchesSchemas);

const churchClaimsSchemas = {
  start: { body: newChurchClaimSchema, response: churchClaimSchema },
  mine: { response: churchClaimListSchema },
  queue: { query: churchClaimQueueQuerySchema, response: churchClaimPageSchema },
  verify: { params: churchClaimParamsSchema, body: churchClaimCodeSchema, response: churchClaimSchema },
  approve: { params: churchClaimParamsSchema, response: churchClaimSchema },
  reject: { params: churchClaimParamsSchema, body: churchClaimRejectionSchema, response: churchClaimSchema },
  withdraw: { params: churchClaimParamsSchema },
};
export type ChurchClaimsSchemas = typeof churchClaimsSchemas;
export const churchClaimsContract = withSchemas(churchClaimsEndpoints, churchClaimsSchemas);
