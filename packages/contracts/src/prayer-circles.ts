import { z } from 'zod';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';
import { prayerPageSchema } from './prayer-wall';
import {
  PRAYER_CIRCLE_DESCRIPTION_MAX_LENGTH,
  PRAYER_CIRCLE_NAME_MAX_LENGTH,
  prayerCircleEndpoints,
} from './prayer-circles-endpoints';
import { PRAYER_CIRCLES_PER_REQUEST_MAX } from './prayer-wall-endpoints';

export const prayerCircleSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  isOwner: z.boolean(),
  createdAt: z.string(),
});
export type PrayerCircleSummary = z.infer<typeof prayerCircleSummarySchema>;
export const prayerCircleListSchema = z.object({ items: z.array(prayerCircleSummarySchema) });
export type PrayerCircleList = z.infer<typeof prayerCircleListSchema>;

export const prayerCircleMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  isOwner: z.boolean(),
  isMe: z.boolean(),
  joinedAt: z.string(),
});
export type PrayerCircleMember = z.infer<typeof prayerCircleMemberSchema>;

export const prayerCircleSchema = prayerCircleSummarySchema.extend({ members: z.array(prayerCircleMemberSchema) });
export type PrayerCircle = z.infer<typeof prayerCircleSchema>;

export const prayerCircleFieldsSchema = z.strictObject({
  name: z
    .string('Give the circle a name')
    .trim()
    .min(1, 'Give the circle a name')
    .max(PRAYER_CIRCLE_NAME_MAX_LENGTH, `The name may be at most ${PRAYER_CIRCLE_NAME_MAX_LENGTH} characters`),
  description: z
    .string('The description must be text')
    .trim()
    .max(
      PRAYER_CIRCLE_DESCRIPTION_MAX_LENGTH,
      `The description may be at most ${PRAYER_CIRCLE_DESCRIPTION_MAX_LENGTH} characters`,
    )
    .default(''),
});
export type PrayerCircleFields = z.input<typeof prayerCircleFieldsSchema>;

export const prayerCircleParamsSchema = z.strictObject({ circleId: z.uuid('The circle id is not valid') });
export const prayerCircleMemberParamsSchema = z.strictObject({
  circleId: z.uuid('The circle id is not valid'),
  userId: z.uuid('The member id is not valid'),
});
/** 22 URL-safe characters (16 random bytes). */
export const prayerCircleInvitationParamsSchema = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'This invitation link is not valid'),
});

export const prayerCircleInvitationSchema = z.object({ code: z.string(), createdAt: z.string() });
export type PrayerCircleInvitation = z.infer<typeof prayerCircleInvitationSchema>;

export const prayerCircleInvitationPreviewSchema = z.object({
  circle: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    memberCount: z.number().int(),
    ownerName: z.string(),
  }),
  alreadyMember: z.boolean(),
});
export type PrayerCircleInvitationPreview = z.infer<typeof prayerCircleInvitationPreviewSchema>;

/** A journal entry as a circle it is shared with reads it (SPEC §1: S.O.A.P., shared to a circle). */
export const sharedReflectionSchema = z.object({
  id: z.string(),
  scripture: z.string(),
  observation: z.string(),
  application: z.string(),
  prayer: z.string(),
  authorName: z.string(),
  isMine: z.boolean(),
  sharedAt: z.string(),
});
export type SharedReflection = z.infer<typeof sharedReflectionSchema>;
export const sharedReflectionPageSchema = pageSchema(sharedReflectionSchema);

export const entryCirclesSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });
export type EntryCircles = z.infer<typeof entryCirclesSchema>;
export const entryShareSchema = z.strictObject({
  circleIds: z
    .array(z.uuid('A circle id is not valid'), 'circleIds is a list of circle ids')
    .max(
      PRAYER_CIRCLES_PER_REQUEST_MAX,
      `An entry may be shared with at most ${PRAYER_CIRCLES_PER_REQUEST_MAX} circles`,
    ),
});
const soapEntryParamsSchema = z.strictObject({ entryId: z.uuid('The entry id is not valid') });

const prayerCircleSchemas = {
  list: { response: prayerCircleListSchema },
  create: { body: prayerCircleFieldsSchema, response: prayerCircleSchema },
  get: { params: prayerCircleParamsSchema, response: prayerCircleSchema },
  update: { params: prayerCircleParamsSchema, body: prayerCircleFieldsSchema, response: prayerCircleSchema },
  remove: { params: prayerCircleParamsSchema },
  feed: { params: prayerCircleParamsSchema, query: pageQuerySchema({ maxLimit: 50 }), response: prayerPageSchema },
  invitation: { params: prayerCircleParamsSchema, response: prayerCircleInvitationSchema },
  renewInvitation: { params: prayerCircleParamsSchema, response: prayerCircleInvitationSchema },
  invitationPreview: { params: prayerCircleInvitationParamsSchema, response: prayerCircleInvitationPreviewSchema },
  accept: { params: prayerCircleInvitationParamsSchema, response: prayerCircleSchema },
  leave: { params: prayerCircleParamsSchema },
  removeMember: { params: prayerCircleMemberParamsSchema },
  reflections: {
    params: prayerCircleParamsSchema,
    query: pageQuerySchema({ maxLimit: 50 }),
    response: sharedReflectionPageSchema,
  },
  entryCircles: { params: soapEntryParamsSchema, response: entryCirclesSchema },
  shareEntry: { params: soapEntryParamsSchema, body: entryShareSchema, response: entryCirclesSchema },
};
export type PrayerCircleSchemas = typeof prayerCircleSchemas;

export const prayerCircleContract = withSchemas(prayerCircleEndpoints, prayerCircleSchemas);
