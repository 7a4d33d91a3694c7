import { z } from 'zod';
import { withSchemas } from './endpoint';
import { engagementEndpoints, engagementPeriods } from './engagement-endpoints';

export const engagementPeriodSchema = z.enum(engagementPeriods, 'The period is week, month or all');

export const engagementBoardQuerySchema = z.strictObject({
  period: engagementPeriodSchema.default('week'),
  /** Only this community's members (the caller must be one of them). */
  communityId: z.uuid('The community id is not valid').optional(),
});
export type EngagementBoardQuery = z.input<typeof engagementBoardQuerySchema>;

/** One member on the board: ranks are shared on equal points (1, 2, 2, 4). */
export const engagementEntrySchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  points: z.number().int(),
  isMe: z.boolean(),
});
export type EngagementEntry = z.infer<typeof engagementEntrySchema>;

/** The caller's own standing: their points in the period, and their rank (null while hidden or without points). */
export const engagementStandingSchema = z.object({
  rank: z.number().int().nullable(),
  points: z.number().int(),
  optedOut: z.boolean(),
});
export type EngagementStanding = z.infer<typeof engagementStandingSchema>;

export const engagementBoardSchema = z.object({
  period: engagementPeriodSchema,
  entries: z.array(engagementEntrySchema),
  me: engagementStandingSchema,
});
export type EngagementBoard = z.infer<typeof engagementBoardSchema>;

export const engagementOptOutSchema = z.strictObject({
  optedOut: z.boolean('Say whether to hide you from the Engagement Board'),
});
export type EngagementOptOut = z.infer<typeof engagementOptOutSchema>;

const engagementSchemas = {
  board: { query: engagementBoardQuerySchema, response: engagementBoardSchema },
  setMine: { body: engagementOptOutSchema, response: engagementOptOutSchema },
};
export type EngagementSchemas = typeof engagementSchemas;

/** The Engagement Board's endpoints with their schemas: what the connect service mounts. */
export const engagementContract = withSchemas(engagementEndpoints, engagementSchemas);
