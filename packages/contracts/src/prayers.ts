import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './keyset-page';

/** SPEC §1: a prayer request may be private, public or anonymous. */
export const prayerVisibilities = ['public', 'private', 'anonymous'] as const;
export const prayerVisibilitySchema = z.enum(prayerVisibilities);

export const prayerSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  visibility: prayerVisibilitySchema,
  /** null when the request is anonymous and the reader is not its author. */
  authorName: z.string().nullable(),
  isMine: z.boolean(),
  prayerCount: z.number().int(),
  answered: z.boolean(),
  createdAt: z.string(),
});
export type Prayer = z.infer<typeof prayerSchema>;

export const prayerListQuerySchema = pageQuerySchema();
export const prayerPageSchema = pageSchema(prayerSchema);
export type PrayerPage = z.infer<typeof prayerPageSchema>;
