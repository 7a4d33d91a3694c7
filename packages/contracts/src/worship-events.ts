import { z } from 'zod';

/**
 * The domain events the worship service publishes (DESIGN "Services"), on its stream. Consumers validate
 * them with these schemas; the names of who did something are carried, since no service reads another's
 * tables. An anonymous request's author is never named in them.
 */
export const prayerPrayedEventSchema = z.object({
  prayerId: z.string(),
  /** Who is told: the request's author. */
  recipientId: z.string(),
  prayerTitle: z.string(),
  intercessorName: z.string(),
});
export type PrayerPrayedEvent = z.infer<typeof prayerPrayedEventSchema>;

export const prayerCommentedEventSchema = z.object({
  prayerId: z.string(),
  commentId: z.string(),
  recipientId: z.string(),
  prayerTitle: z.string(),
  commenterName: z.string(),
  excerpt: z.string(),
});
export type PrayerCommentedEvent = z.infer<typeof prayerCommentedEventSchema>;

export const worshipEventTypes = { prayerPrayed: 'prayer.prayed', prayerCommented: 'prayer.commented' } as const;
