import { CHURCH_MODERATOR_ROLES, hasAnyRole, prayerWallContract } from '@koinonia/contracts';
import { access, HttpError, keysetResult, route, type SignedInIdentity } from '@koinonia/service-kit';
import type { PrayerCircleStore } from '../prayer-circles/store';
import {
  canSee,
  isAuthor,
  newPrayerRecord,
  toComment,
  toPrayer,
  wallPosition,
  type PrayerRecord,
  type WallReader,
} from './domain';
import type { PrayerWallStore } from './store';

const notFound = () => new HttpError(404, 'This prayer request was not found', { code: 'prayer_not_found' });

/** A member with no church yet has no wall (they see what a visitor sees). */
export function readerOf(caller: SignedInIdentity): WallReader | null {
  return caller.churchId ? { userId: caller.userId, churchId: caller.churchId, name: caller.displayName ?? '' } : null;
}

/** What a member writes carries their name: sessions started before names were asserted have none. */
export function writerOf(caller: SignedInIdentity, churchRequired: string): WallReader {
  const reader = readerOf(caller);
  if (!reader) throw new HttpError(403, churchRequired, { code: 'church_required' });
  if (!reader.name) throw new HttpError(401, 'Please sign in again to continue', { code: 'session_outdated' });
  return reader;
}

const moderates = (caller: SignedInIdentity) => hasAnyRole(caller.role, CHURCH_MODERATOR_ROLES);

/** /prayer-wall (SPEC §1): the church's requests, "I prayed", comments, answered prayers and reports. */
export function prayerWallRoutes(store: PrayerWallStore, circles: PrayerCircleStore) {
  /** The request if the caller may see it; otherwise it does not exist for them (404, never 403). */
  async function visiblePrayer(
    prayerId: string,
    caller: SignedInIdentity,
  ): Promise<{ prayer: PrayerRecord; reader: WallReader }> {
    const reader = readerOf(caller);
    const prayer = reader ? await store.find(prayerId, reader) : undefined;
    if (!prayer || !reader || !canSee(prayer, reader)) throw notFound();
    return { prayer, reader };
  }

  async function authorsPrayer(prayerId: string, caller: SignedInIdentity) {
    const visible = await visiblePrayer(prayerId, caller);
    if (!isAuthor(visible.prayer, visible.reader)) {
      throw new HttpError(403, 'Only the person who shared this request can change it', { code: 'not_prayer_author' });
    }
    return visible;
  }

  async function reread(prayerId: string, reader: WallReader) {
    const prayer = await store.find(prayerId, reader);
    if (!prayer) throw notFound(); // taken down by its author a moment ago
    return toPrayer(prayer, reader);
  }

  /** A private request goes to the author's own circles only. */
  async function ownCircles(reader: WallReader, circleIds: readonly string[]): Promise<string[]> {
    const unique = [...new Set(circleIds)];
    const mine = await circles.memberCircleIds(reader.userId, reader.churchId, unique);
    if (mine.length !== unique.length) {
      throw new HttpError(400, 'Share a request only with circles you belong to', {
        code: 'prayer_circle_not_member',
        issues: [{ path: 'circleIds', message: 'Share a request only with circles you belong to', code: 'invalid' }],
      });
    }
    return unique;
  }

  const churchRequired = 'Join a church to share a request on its prayer wall';

  return [
    route(prayerWallContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const page = { after: query.cursor ?? null, limit: query.limit };
        const records = await store.listWall(reader, {
          ...page,
          category: query.category,
          scope: query.scope,
          q: query.q || undefined,
        });
        return keysetResult(records, page, wallPosition, (record) => toPrayer(record, reader));
      },
    }),

    route(prayerWallContract.get, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { prayer, reader } = await visiblePrayer(params.prayerId, caller);
        return toPrayer(prayer, reader);
      },
    }),

    route(prayerWallContract.post, {
      access: access.signedIn,
      async handle({ caller, body }) {
        const author = writerOf(caller, churchRequired);
        const circleIds = await ownCircles(author, body.circleIds);
        const id = await store.add(newPrayerRecord({ ...body, circleIds }, author));
        return reread(id, author);
      },
    }),

    route(prayerWallContract.update, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { reader } = await authorsPrayer(params.prayerId, caller);
        const circleIds = body.visibility === 'private' ? await ownCircles(reader, body.circleIds) : [];
        await store.update(params.prayerId, { ...body, circleIds });
        return reread(params.prayerId, reader);
      },
    }),

    route(prayerWallContract.pray, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { prayer } = await visiblePrayer(params.prayerId, caller);
        const intercessor = writerOf(caller, churchRequired);
        await store.recordPrayed(prayer, intercessor);
        return reread(params.prayerId, intercessor);
      },
    }),

    route(prayerWallContract.unpray, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { reader } = await visiblePrayer(params.prayerId, caller);
        await store.removePrayed(params.prayerId, reader.userId);
        return reread(params.prayerId, reader);
      },
    }),

    route(prayerWallContract.intercessors, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const { prayer, reader } = await visiblePrayer(params.prayerId, caller);
        const page = { after: query.cursor ?? null, limit: query.limit };
        const rows = await store.listIntercessors(prayer.id, page);
        return keysetResult(
          rows,
          page,
          (row) => ({ sortKey: row.prayedAt.toISOString(), id: row.userId }),
          (row) => ({
            // An anonymous author who prays for their own request stays anonymous.
            name:
              prayer.visibility === 'anonymous' && row.userId === prayer.authorId && !isAuthor(prayer, reader)
                ? null
                : row.name,
            isMe: row.userId === reader.userId,
            prayedAt: row.prayedAt.toISOString(),
          }),
        );
      },
    }),

    route(prayerWallContract.setAnswered, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { reader } = await authorsPrayer(params.prayerId, caller);
        await store.setAnswered(
          params.prayerId,
          body.answered ? { answeredAt: new Date(), testimony: body.testimony || null } : null,
        );
        return reread(params.prayerId, reader);
      },
    }),

    route(prayerWallContract.remove, {
      access: access.signedIn,
      async handle({ caller, params }) {
        await authorsPrayer(params.prayerId, caller);
        await store.remove(params.prayerId);
      },
    }),

    route(prayerWallContract.comments, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const { prayer, reader } = await visiblePrayer(params.prayerId, caller);
        const page = { after: query.cursor ?? null, limit: query.limit };
        const rows = await store.listComments(prayer.id, page);
        return keysetResult(
          rows,
          page,
          (row) => ({ sortKey: row.createdAt.toISOString(), id: row.id }),
          (row) => toComment(row, prayer, reader, moderates(caller)),
        );
      },
    }),

    route(prayerWallContract.comment, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { prayer } = await visiblePrayer(params.prayerId, caller);
        const commenter = writerOf(caller, churchRequired);
        const comment = await store.addComment(prayer, commenter, body.body);
        return toComment(comment, prayer, commenter, moderates(caller));
      },
    }),

    route(prayerWallContract.removeComment, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const commentNotFound = new HttpError(404, 'This comment was not found', { code: 'prayer_comment_not_found' });
        const comment = await store.findComment(params.commentId);
        if (!comment) throw commentNotFound;
        // A comment on a request the caller may not see does not exist for them either.
        const { prayer, reader } = await visiblePrayer(comment.prayerId, caller).catch(() => {
          throw commentNotFound;
        });
        if (!toComment(comment, prayer, reader, moderates(caller)).canRemove) {
          throw new HttpError(
            403,
            'Only its writer, the request’s author or the church’s moderators can remove this comment',
            { code: 'not_comment_author' },
          );
        }
        await store.removeComment(prayer.id, comment.id);
      },
    }),

    route(prayerWallContract.report, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { prayer, reader } = await visiblePrayer(params.prayerId, caller);
        if (isAuthor(prayer, reader))
          throw new HttpError(400, 'You cannot report your own request', { code: 'own_prayer_report' });
        const receipt = await store.addReport(prayer, {
          reporterId: reader.userId,
          reason: body.reason,
          details: body.details,
        });
        if (!receipt)
          throw new HttpError(409, 'You have reported this request already', { code: 'prayer_already_reported' });
        return { id: receipt.id, createdAt: receipt.createdAt.toISOString() };
      },
    }),
  ];
}
