import type {
  NewPrayer,
  Prayer,
  PrayerCategory,
  PrayerComment,
  PrayerPrayedEvent,
  PrayerSharedEvent,
  PrayerCommentedEvent,
  PrayerVisibility,
} from '@koinonia/contracts';

/** A request on a church's prayer wall, as the wall knows it, read by one member. */
export interface PrayerRecord {
  id: string;
  churchId: string;
  authorId: string;
  authorName: string;
  title: string;
  body: string;
  category: PrayerCategory;
  visibility: PrayerVisibility;
  prayerCount: number;
  commentCount: number;
  answeredAt: Date | null;
  testimony: string | null;
  createdAt: Date;
  editedAt: Date | null;
  /** The circles a private request is shared with. */
  circles: Array<{ id: string; name: string }>;
  /** Whether the member reading it has prayed for it. */
  prayedByReader: boolean;
  /** Whether the member reading it belongs to a circle it is shared with. */
  sharedWithReader: boolean;
  reportedByReader: boolean;
}

/** What a new request is made of: the member's words and who they are. */
export type NewPrayerRecord = Pick<
  PrayerRecord,
  'churchId' | 'authorId' | 'authorName' | 'title' | 'body' | 'category' | 'visibility'
> & {
  circleIds: string[];
};

/** The member reading or changing the wall: their church is the only wall they see. */
export interface WallReader {
  userId: string;
  churchId: string;
  /** Their name as the gateway asserts it (for what they write: a prayer, a comment, an "I prayed"). */
  name: string;
}

/**
 * SPEC §1: a public or anonymous request is its church's; a private one is its author's and its circles'
 * (the reader must be a member of one of them). Nothing crosses from one church to another.
 */
export function canSee(
  prayer: Pick<PrayerRecord, 'churchId' | 'authorId' | 'visibility' | 'sharedWithReader'>,
  reader: Pick<WallReader, 'userId' | 'churchId'>,
): boolean {
  if (prayer.churchId !== reader.churchId) return false;
  return prayer.visibility !== 'private' || prayer.authorId === reader.userId || prayer.sharedWithReader;
}

/** Only the author edits a request, marks it answered or takes it down. */
export const isAuthor = (prayer: Pick<PrayerRecord, 'authorId'>, reader: Pick<WallReader, 'userId'>): boolean =>
  prayer.authorId === reader.userId;

export function newPrayerRecord(
  prayer: Required<Pick<NewPrayer, 'title' | 'body' | 'visibility'>> & {
    category: PrayerCategory;
    circleIds: string[];
  },
  author: WallReader,
): NewPrayerRecord {
  return {
    churchId: author.churchId,
    authorId: author.userId,
    authorName: author.name,
    title: prayer.title,
    body: prayer.body,
    category: prayer.category,
    visibility: prayer.visibility,
    circleIds: prayer.visibility === 'private' ? prayer.circleIds : [],
  };
}

/** An anonymous request's author is named to nobody but themself. */
const hidesAuthorFrom = (record: Pick<PrayerRecord, 'visibility' | 'authorId'>, reader: Pick<WallReader, 'userId'>) =>
  record.visibility === 'anonymous' && !isAuthor(record, reader);

/** The request as the reader may see it. */
export function toPrayer(record: PrayerRecord, reader: Pick<WallReader, 'userId'>): Prayer {
  const isMine = isAuthor(record, reader);
  return {
    id: record.id,
    title: record.title,
    body: record.body,
    category: record.category,
    visibility: record.visibility,
    authorName: hidesAuthorFrom(record, reader) ? null : record.authorName,
    isMine,
    prayerCount: record.prayerCount,
    prayedByMe: record.prayedByReader,
    commentCount: record.commentCount,
    answered: record.answeredAt !== null,
    answeredAt: record.answeredAt?.toISOString() ?? null,
    testimony: record.answeredAt ? record.testimony : null,
    circles: isMine ? record.circles : [],
    reportedByMe: record.reportedByReader,
    createdAt: record.createdAt.toISOString(),
    editedAt: record.editedAt?.toISOString() ?? null,
  };
}

/** The wall reads newest first; the cursor carries (created_at, id). */
export const wallPosition = (record: Pick<PrayerRecord, 'createdAt' | 'id'>) => ({
  sortKey: record.createdAt.toISOString(),
  id: record.id,
});

export interface CommentRecord {
  id: string;
  prayerId: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: Date;
}

/** A comment as the reader sees it: the anonymous requester's own comments stay unnamed to others. */
export function toComment(
  comment: CommentRecord,
  prayer: Pick<PrayerRecord, 'visibility' | 'authorId'>,
  reader: Pick<WallReader, 'userId'>,
  readerModerates: boolean,
): PrayerComment {
  const byRequester = comment.authorId === prayer.authorId;
  const isMine = comment.authorId === reader.userId;
  return {
    id: comment.id,
    authorName: byRequester && hidesAuthorFrom(prayer, reader) ? null : comment.authorName,
    byRequester,
    isMine,
    canRemove: isMine || isAuthor(prayer, reader) || readerModerates,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
  };
}

const EXCERPT_LENGTH = 120;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** The author hears that someone prayed, unless they prayed for their own request. */
export function prayedEvent(
  prayer: Pick<PrayerRecord, 'id' | 'authorId' | 'title'>,
  intercessor: WallReader,
): PrayerPrayedEvent | null {
  if (prayer.authorId === intercessor.userId) return null;
  return {
    prayerId: prayer.id,
    recipientId: prayer.authorId,
    prayerTitle: prayer.title,
    intercessorName: intercessor.name,
    intercessorId: intercessor.userId,
    churchId: intercessor.churchId,
  };
}

/** A request shared earns its author Engagement Board points, unless it is anonymous: the points would name them. */
export function sharedEvent(
  prayer: Pick<PrayerRecord, 'id' | 'authorId' | 'churchId' | 'visibility'>,
): PrayerSharedEvent | null {
  if (prayer.visibility === 'anonymous') return null;
  return { prayerId: prayer.id, userId: prayer.authorId, churchId: prayer.churchId };
}

/** The author hears of a comment, unless they wrote it. */
export function commentedEvent(
  prayer: Pick<PrayerRecord, 'id' | 'authorId' | 'title'>,
  comment: Pick<CommentRecord, 'id' | 'body'>,
  commenter: WallReader,
): PrayerCommentedEvent | null {
  if (prayer.authorId === commenter.userId) return null;
  return {
    prayerId: prayer.id,
    commentId: comment.id,
    recipientId: prayer.authorId,
    prayerTitle: prayer.title,
    commenterName: commenter.name,
    excerpt: excerpt(comment.body),
  };
}
