import type { NewPrayer, Prayer, PrayerVisibility } from '@koinonia/contracts';

/** A request on a church's prayer wall, as the wall knows it, read by one member. */
export interface PrayerRecord {
  id: string;
  churchId: string;
  authorId: string;
  authorName: string;
  title: string;
  body: string;
  visibility: PrayerVisibility;
  prayerCount: number;
  /** Whether the member reading it has prayed for it. */
  prayedByReader: boolean;
  answeredAt: Date | null;
  createdAt: Date;
}

/** What a new request is made of: the member's words and who they are. */
export type NewPrayerRecord = Pick<PrayerRecord, 'churchId' | 'authorId' | 'authorName' | 'title' | 'body' | 'visibility'>;

/** The member reading or changing the wall: their church is the only wall they see. */
export interface WallReader {
  userId: string;
  churchId: string;
}

/** SPEC §1: a private request is its author's alone; public and anonymous ones are the church's. */
export function canSee(prayer: Pick<PrayerRecord, 'churchId' | 'authorId' | 'visibility'>, reader: WallReader): boolean {
  if (prayer.churchId !== reader.churchId) return false;
  return prayer.visibility !== 'private' || prayer.authorId === reader.userId;
}

/** Only the author marks a request answered or takes it down. */
export const isAuthor = (prayer: Pick<PrayerRecord, 'authorId'>, reader: WallReader): boolean => prayer.authorId === reader.userId;

export function newPrayerRecord(prayer: NewPrayer, author: WallReader & { name: string }): NewPrayerRecord {
  return {
    churchId: author.churchId,
    authorId: author.userId,
    authorName: author.name,
    title: prayer.title,
    body: prayer.body,
    visibility: prayer.visibility,
  };
}

/** The request as the reader may see it: an anonymous author is hidden from everyone but the author. */
export function toPrayer(record: PrayerRecord, reader: WallReader): Prayer {
  const isMine = isAuthor(record, reader);
  return {
    id: record.id,
    title: record.title,
    body: record.body,
    visibility: record.visibility,
    authorName: record.visibility === 'anonymous' && !isMine ? null : record.authorName,
    isMine,
    prayerCount: record.prayerCount,
    prayedByMe: record.prayedByReader,
    answered: record.answeredAt !== null,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The wall reads newest first; the cursor carries (created_at, id). */
export const wallPosition = (record: PrayerRecord) => ({ sortKey: record.createdAt.toISOString(), id: record.id });
