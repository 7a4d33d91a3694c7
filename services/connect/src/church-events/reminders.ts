import { uuidFromKey, type BatchJobHandler } from '@koinonia/service-kit';
import { eventPath, startsInText, whenText, type ReminderJob } from './domain';
import { writeEventNotices, type EventNotice, type NotifyDeps } from './notify';
import type { ChurchEventStore } from './store';

/**
 * The reminder jobs, a batch at a time: an in-app notification (and a live push) to each member who is still going
 * or maybe to the occurrence it was scheduled for. A notice's id comes from its job's key, and it is written in the
 * jobs' transaction: a reminder is made once, whatever restarts or retries.
 */
export function eventReminderHandler(store: ChurchEventStore, deps: NotifyDeps): BatchJobHandler {
  return {
    async batch(jobs, trx) {
      const payloads = jobs.map((job) => ({ key: job.key, ...(job.payload as ReminderJob['payload']) }));
      const rsvps = await store.findRsvps(trx, payloads.map((payload) => payload.rsvpId));
      const events = await store.findByIds(trx, payloads.map((payload) => payload.eventId));
      const now = new Date();
      const notices: EventNotice[] = [];
      for (const payload of payloads) {
        const rsvp = rsvps.get(payload.rsvpId);
        if (!rsvp || (rsvp.status !== 'going' && rsvp.status !== 'maybe')) continue;
        if (rsvp.occurrence.toISOString() !== payload.occurrence) continue; // moved: its new reminders are other jobs
        const event = events.get(payload.eventId);
        if (!event || event.cancelledAt) continue;
        notices.push({
          id: uuidFromKey(payload.key),
          userId: rsvp.userId,
          title: `Reminder: ${event.title}`,
          message: `${event.title} starts ${startsInText(rsvp.occurrence, now)}: ${whenText(rsvp.occurrence, event.timeZone)}.`,
          actionUrl: eventPath(event.id, rsvp.occurrence),
        });
      }
      if (notices.length === 0) return;
      return writeEventNotices(trx, deps, notices);
    },
  };
}
