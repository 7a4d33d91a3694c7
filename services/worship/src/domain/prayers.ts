import type { Prayer } from '@koinonia/contracts';
import type { PrayerRow } from '../store/prayers';

/** SPEC §1: anonymous requests hide their author from everyone but the author. */
export function toPrayer(row: PrayerRow, readerId: string): Prayer {
  const isMine = row.author_id === readerId;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    visibility: row.visibility,
    authorName: row.visibility === 'anonymous' && !isMine ? null : row.author_name,
    isMine,
    prayerCount: row.prayer_count,
    answered: row.answered_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}
