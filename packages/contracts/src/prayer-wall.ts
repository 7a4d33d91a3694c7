import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';

/** SPEC §1: a prayer request may be private, public or anonymous. */
export const prayerVisibilities = ['public', 'private', 'anonymous'] as const;
export const prayerVisibilitySchema = z.enum(prayerVisibilities);
export type PrayerVisibility = z.infer<typeof prayerVisibilitySchema>;

export const PRAYER_TITLE_MAX_LENGTH = 120;
export const PRAYER_BODY_MAX_LENGTH = 2000;

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

/** The prayer wall (/prayer-wall): the caller's church's requests as the caller may see them. */
export const prayerWallEndpoints = {
  /** Newest first: shared requests plus the reader's own private ones. */
  list: endpoint({ method: 'GET', path: '/api/prayers', query: pageQuerySchema(), response: prayerPageSchema }),
  post: endpoint({ method: 'POST', path: '/api/prayers', body: newPrayerSchema, response: prayerSchema, status: 201 }),
  /** "I prayed": counted once per member; the answer is the request as it now stands. */
  pray: endpoint({ method: 'POST', path: '/api/prayers/:prayerId/prayed', params: prayerParamsSchema, response: prayerSchema }),
  unpray: endpoint({ method: 'DELETE', path: '/api/prayers/:prayerId/prayed', params: prayerParamsSchema, response: prayerSchema }),
  /** The author marks their request answered, or not. */
  setAnswered: endpoint({
    method: 'PUT',
    path: '/api/prayers/:prayerId/answered',
    params: prayerParamsSchema,
    body: answeredSchema,
    response: prayerSchema,
  }),
  /** The author takes their request down. */
  remove: endpoint({ method: 'DELETE', path: '/api/prayers/:prayerId', params: prayerParamsSchema }),
};
