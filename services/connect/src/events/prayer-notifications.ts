import { prayerCommentedEventSchema, prayerPrayedEventSchema, worshipEventTypes } from '@koinonia/contracts';
import type { Database, DomainEvent } from '@koinonia/service-kit';
import type { Notice, Notifier } from '../notifications/notifier';

/** Where a notification about a request leads: the request, with its comments. */
const prayerPath = (prayerId: string) => `/prayer-wall/${prayerId}`;

/** The notice an event of the worship stream makes for the request's author, or null for others. */
export function prayerNoticeOf(event: DomainEvent): Notice | null {
  if (event.type === worshipEventTypes.prayerPrayed) {
    const prayed = prayerPrayedEventSchema.parse(event.payload);
    return {
      id: event.id,
      userId: prayed.recipientId,
      type: 'prayer',
      title: `${prayed.intercessorName} prayed for you`,
      message: `${prayed.intercessorName} prayed for “${prayed.prayerTitle}”.`,
      actionUrl: prayerPath(prayed.prayerId),
    };
  }
  if (event.type === worshipEventTypes.prayerCommented) {
    const commented = prayerCommentedEventSchema.parse(event.payload);
    return {
      id: event.id,
      userId: commented.recipientId,
      type: 'prayer',
      title: `${commented.commenterName} encouraged you`,
      message: `On “${commented.prayerTitle}”: ${commented.excerpt}`,
      actionUrl: `${prayerPath(commented.prayerId)}#comment-${commented.commentId}`,
    };
  }
  return null;
}

/**
 * Tells a request's author that someone prayed or commented (SPEC §1 "notifications") on the channels their prayer
 * settings allow. The notification's id is the event's, so an event delivered twice tells them once.
 */
export function prayerNotifications(deps: { db: Database; notifier: Notifier }) {
  return async (event: DomainEvent): Promise<void> => {
    const notice = prayerNoticeOf(event);
    if (notice) await deps.notifier.send(deps.db, [notice]);
  };
}
