import { uuidFromKey, type JobHandler } from '@koinonia/service-kit';
import { eventPath, startsInText, whenText, type ReminderJob } from './domain';
import { writeEventNotices, type NotifyDeps } from './notify';
import type { ChurchEventStore } from './store';

/**
 * The reminder job: an in-app notification (and a live push) to a member who is still going or maybe to the
 * occurrence it was scheduled for. Its id comes from the job's key, and it is written in the job's
 * transaction: a reminder is made once, whatever restarts or retries.
 */
export function eventReminderHandler(store: ChurchEventStore, deps: NotifyDeps): JobHandler {
  return async (job, trx) => {
    const payload = job.payload as ReminderJob['payload'];
    const rsvp = await store.findRsvp(trx, payload.rsvpId);
    if (!rsvp || (rsvp.status !== 'going' && rsvp.status !== 'maybe')) return;
    if (rsvp.occurrence.toISOString() !== payload.occurrence) return; // moved: its new reminders are other jobs
    const event = await store.findById(trx, payload.eventId);
    if (!event || event.cancelledAt) return;
    return writeEventNotices(trx, deps, [
      {
        id: uuidFromKey(job.key),
        userId: rsvp.userId,
        title: `Reminder: ${event.title}`,
        message: `${event.title} starts ${startsInText(rsvp.occurrence, new Date())}: ${whenText(rsvp.occurrence, event.timeZone)}.`,
        actionUrl: eventPath(event.id, rsvp.occurrence),
      },
    ]);
  };
}
