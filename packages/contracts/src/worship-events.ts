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
  /**
   * Who prayed and their church then: the Engagement Board's points. Absent from events written before the board
   * (those earn nothing).
   */
  intercessorId: z.string().optional(),
  churchId: z.string().optional(),
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

/**
 * What a member did that earns Engagement Board points (connect's engagement slice), each naming the member and
 * their church at the time. Nothing is published for a member without a church.
 */
const memberActivity = { userId: z.string(), churchId: z.string() };

/** A day of a reading plan newly marked read (marking it again, or again after unmarking it, names the same day). */
export const readingDayReadEventSchema = z.object({ ...memberActivity, planId: z.string(), day: z.number().int() });
export type ReadingDayReadEvent = z.infer<typeof readingDayReadEventSchema>;

/** A journal entry became saved (written saved, or a draft saved); saving it again publishes nothing. */
export const journalEntrySavedEventSchema = z.object({ ...memberActivity, entryId: z.string() });
export type JournalEntrySavedEvent = z.infer<typeof journalEntrySavedEventSchema>;

/** A prayer request posted, unless anonymous (the board's points would tell who asked). */
export const prayerSharedEventSchema = z.object({ ...memberActivity, prayerId: z.string() });
export type PrayerSharedEvent = z.infer<typeof prayerSharedEventSchema>;

export const worshipEventTypes = {
  prayerPrayed: 'prayer.prayed',
  prayerCommented: 'prayer.commented',
  prayerShared: 'prayer.shared',
  readingDayRead: 'reading.day_read',
  journalEntrySaved: 'journal.entry_saved',
} as const;
