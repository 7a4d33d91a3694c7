import type { ChurchEvent, KeysetPosition } from '@koinonia/contracts';
import type { EventRow } from '../store/events';

export function toChurchEvent(row: EventRow): ChurchEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    createdBy: row.created_by,
  };
}

/** The events list is ordered by (starts_at, id); the cursor carries that position. */
export function eventPosition(row: EventRow): KeysetPosition {
  return { sortKey: row.starts_at.toISOString(), id: row.id };
}
