import type {
  KeysetPosition,
  PrayerCategory,
  PrayerReportReason,
  PrayerVisibility,
  PrayerWallScope,
} from '@koinonia/contracts';
import type { CommentRecord, NewPrayerRecord, PrayerRecord, WallReader } from './domain';

export interface Page {
  after: KeysetPosition | null;
  limit: number;
}

export interface WallQuery extends Page {
  category?: PrayerCategory;
  scope: PrayerWallScope;
  q?: string;
}

export interface PrayerChangesRecord {
  title: string;
  body: string;
  category: PrayerCategory;
  visibility: PrayerVisibility;
  circleIds: string[];
}

export interface IntercessorRecord {
  userId: string;
  name: string;
  prayedAt: Date;
}

/**
 * Where the prayer wall keeps its requests, in the wall's own terms. Every read is for one member, whose
 * audience rule (domain.canSee) the lists apply in their query; writes that others hear of (a prayer, a
 * comment) record their event in the same transaction.
 */
export interface PrayerWallStore {
  /** The reader's church's wall as they may see it, newest first. */
  listWall(reader: WallReader, query: WallQuery): Promise<PrayerRecord[]>;
  /** The requests shared with a circle (the caller checked the reader belongs to it), newest first. */
  listCircleFeed(circleId: string, reader: WallReader, page: Page): Promise<PrayerRecord[]>;
  /** One request, whoever may see it (the caller decides with canSee), read by `reader`. */
  find(prayerId: string, reader: Pick<WallReader, 'userId'>): Promise<PrayerRecord | undefined>;
  /** Adds a request (and its circle shares); answers its id. Its author earns Engagement Board points (domain.sharedEvent). */
  add(prayer: NewPrayerRecord): Promise<string>;
  update(prayerId: string, changes: PrayerChangesRecord): Promise<void>;
  /** Counts the member's prayer once, however often they say so; the author hears of the first. */
  recordPrayed(prayer: PrayerRecord, intercessor: WallReader): Promise<void>;
  removePrayed(prayerId: string, userId: string): Promise<void>;
  listIntercessors(prayerId: string, page: Page): Promise<IntercessorRecord[]>;
  setAnswered(prayerId: string, answer: { answeredAt: Date; testimony: string | null } | null): Promise<void>;
  remove(prayerId: string): Promise<void>;
  listComments(prayerId: string, page: Page): Promise<CommentRecord[]>;
  findComment(commentId: string): Promise<CommentRecord | undefined>;
  /** Adds a comment; the author hears of it. */
  addComment(prayer: PrayerRecord, commenter: WallReader, body: string): Promise<CommentRecord>;
  removeComment(prayerId: string, commentId: string): Promise<void>;
  /** Stores a report; null when the member reported this request already. */
  addReport(
    prayer: PrayerRecord,
    report: { reporterId: string; reason: PrayerReportReason; details: string },
  ): Promise<{ id: string; createdAt: Date } | null>;
}
