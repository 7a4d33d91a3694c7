import type { EventListFilter, EventReminderOffset, EventRsvpStatus } from '@koinonia/contracts';

type Label = { key: string; text: string };

export const filterLabels: Record<EventListFilter, Label> = {
  all: { key: 'events.filter.all', text: 'All' },
  going: { key: 'events.filter.going', text: 'Going' },
  communities: { key: 'events.filter.communities', text: 'My communities' },
};

export const statusLabels: Record<EventRsvpStatus, Label> = {
  going: { key: 'events.status.going', text: 'Going' },
  maybe: { key: 'events.status.maybe', text: 'Maybe' },
  not_going: { key: 'events.status.notGoing', text: 'Not going' },
  waitlisted: { key: 'events.status.waitlisted', text: 'On the waitlist' },
};

export const reminderLabels: Record<EventReminderOffset, Label> = {
  10080: { key: 'events.reminder.week', text: '1 week before' },
  1440: { key: 'events.reminder.day', text: '1 day before' },
  60: { key: 'events.reminder.hour', text: '1 hour before' },
  15: { key: 'events.reminder.quarter', text: '15 minutes before' },
};

export const eventPaths = {
  list: () => '/events',
  create: () => '/events/create',
  event: (eventId: string, occurrence?: string) =>
    `/events/${eventId}${occurrence ? `?occurrence=${encodeURIComponent(occurrence)}` : ''}`,
  edit: (eventId: string) => `/events/${eventId}/edit`,
  checkIn: (eventId: string, code?: string) =>
    `/events/${eventId}/check-in${code ? `?code=${encodeURIComponent(code)}` : ''}`,
};
