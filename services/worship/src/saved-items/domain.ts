import { savedVerseTarget, type BibleBookCode, type SavedItem } from '@koinonia/contracts';
import { toPrayer, type PrayerRecord } from '../prayer-wall/domain';

/** The member reading their saved items: without a church they see no prayer requests (they have no wall). */
export interface SavedItemsReader {
  userId: string;
  churchId: string | null;
}

export interface SavedVersePlace {
  translation: string;
  book: BibleBookCode;
  chapter: number;
  verse: number;
}

/** What a member saves: a request of the wall, one of their journal entries, or a verse. */
export type SavedTarget =
  | { kind: 'prayer'; prayerId: string }
  | { kind: 'reflection'; entryId: string }
  | ({ kind: 'verse' } & SavedVersePlace);

export interface SavedReflectionRecord {
  id: string;
  scripture: string;
  observation: string;
  application: string;
  prayer: string;
  createdAt: Date;
}

/** A saved item with what its screen shows, read by its saver. */
export type SavedItemRecord = { id: string; createdAt: Date } & (
  | { kind: 'prayer'; prayer: PrayerRecord }
  | { kind: 'verse'; verse: SavedVersePlace & { text: string } }
  | { kind: 'reflection'; reflection: SavedReflectionRecord }
);

const EXCERPT_LENGTH = 160;

/** A reflection's first lines: the first of its Observation, Application and Prayer that has words. */
export function reflectionExcerpt(reflection: Pick<SavedReflectionRecord, 'observation' | 'application' | 'prayer'>) {
  const text = [reflection.observation, reflection.application, reflection.prayer].find((part) => part.trim()) ?? '';
  const oneLine = text.trim().replace(/\s+/g, ' ');
  return oneLine.length > EXCERPT_LENGTH ? `${oneLine.slice(0, EXCERPT_LENGTH - 1)}…` : oneLine;
}

/** The saved item as its saver sees it; a request reads as the wall shows it to them. */
export function toSavedItem(record: SavedItemRecord, reader: Pick<SavedItemsReader, 'userId'>): SavedItem {
  const base = { id: record.id, createdAt: record.createdAt.toISOString() };
  switch (record.kind) {
    case 'prayer':
      return { ...base, kind: 'prayer', targetId: record.prayer.id, prayer: toPrayer(record.prayer, reader) };
    case 'verse':
      return { ...base, kind: 'verse', targetId: savedVerseTarget(record.verse), verse: record.verse };
    case 'reflection': {
      const { reflection } = record;
      return {
        ...base,
        kind: 'reflection',
        targetId: reflection.id,
        reflection: {
          id: reflection.id,
          scripture: reflection.scripture,
          excerpt: reflectionExcerpt(reflection),
          createdAt: reflection.createdAt.toISOString(),
        },
      };
    }
  }
}

/** The list reads newest first; the cursor carries (created_at, id). */
export const savedItemPosition = (record: Pick<SavedItemRecord, 'createdAt' | 'id'>) => ({
  sortKey: record.createdAt.toISOString(),
  id: record.id,
});
