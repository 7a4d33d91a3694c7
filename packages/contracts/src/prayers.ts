import { z } from 'zod';

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

export const PRAYER_PAGE_SIZE = 20;
export const PRAYER_PAGE_SIZE_MAX = 100;

export const prayerListQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PRAYER_PAGE_SIZE_MAX).default(PRAYER_PAGE_SIZE),
});

export const prayerPageSchema = z.object({ items: z.array(prayerSchema), nextCursor: z.string().nullable() });
export type PrayerPage = z.infer<typeof prayerPageSchema>;
