import { z } from 'zod';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';
import { PRAYER_BODY_MAX_LENGTH, PRAYER_TITLE_MAX_LENGTH, prayerVisibilities, prayerWallEndpoints } from './prayer-wall-endpoints';

export const prayerVisibilitySchema = z.enum(prayerVisibilities);

export const prayerSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  visibility: prayerVisibilitySchema,
  /** null when the request is anonymous and the reader is not its author. */
  authorName: z.string().nullable(),
  isMine: z.boolean(),
  /** How many times members prayed for it (SPEC §1 "tracking of who prays"). */
  prayerCount: z.number().int(),
  prayedByMe: z.boolean(),
  answered: z.boolean(),
  createdAt: z.string(),
});
export type Prayer = z.infer<typeof prayerSchema>;

export const prayerPageSchema = pageSchema(prayerSchema);
export type PrayerPage = z.infer<typeof prayerPageSchema>;

/** A new request on the wall; anonymous ones still name their author to the author alone. */
export const newPrayerSchema = z.strictObject({
  title: z.string().trim().min(1, 'Give your request a title').max(PRAYER_TITLE_MAX_LENGTH),
  body: z.string().trim().min(1, 'Write what you would like prayer for').max(PRAYER_BODY_MAX_LENGTH),
  visibility: prayerVisibilitySchema,
});
export type NewPrayer = z.infer<typeof newPrayerSchema>;

export const prayerParamsSchema = z.strictObject({ prayerId: z.uuid('The prayer id is not valid') });

export const answeredSchema = z.strictObject({ answered: z.boolean() });

const prayerWallSchemas = {
  list: { query: pageQuerySchema(), response: prayerPageSchema },
  post: { body: newPrayerSchema, response: prayerSchema },
  pray: { params: prayerParamsSchema, response: prayerSchema },
  unpray: { params: prayerParamsSchema, response: prayerSchema },
  setAnswered: { params: prayerParamsSchema, body: answeredSchema, response: prayerSchema },
  remove: { params: prayerParamsSchema },
};
export type PrayerWallSchemas = typeof prayerWallSchemas;

/** The prayer wall's endpoints with their schemas: what the worship service mounts. */
export const prayerWallContract = withSchemas(prayerWallEndpoints, prayerWallSchemas);
