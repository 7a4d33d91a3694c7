import type { KeysetPosition } from '@koinonia/contracts';
import type { NewPrayerRecord, PrayerRecord, WallReader } from './domain';

/**
 * Where the prayer wall keeps its requests, in the wall's own terms. The routes depend on this and not on
 * the database, so the rules are tested without one and the database store is tested on its own.
 */
export interface PrayerWallStore {
  /** The reader's church's wall as they may see it (shared requests and their own private ones), newest first. */
  listWall(reader: WallReader, page: { after: KeysetPosition | null; limit: number }): Promise<PrayerRecord[]>;
  /** One request, whoever may see it (the caller decides), read by the member `readerId`. */
  find(prayerId: string, readerId: string): Promise<PrayerRecord | undefined>;
  add(prayer: NewPrayerRecord): Promise<PrayerRecord>;
  /** Counts the member's prayer once, however often they say so. */
  recordPrayed(prayerId: string, userId: string): Promise<void>;
  removePrayed(prayerId: string, userId: string): Promise<void>;
  setAnswered(prayerId: string, answeredAt: Date | null): Promise<void>;
  remove(prayerId: string): Promise<void>;
}
