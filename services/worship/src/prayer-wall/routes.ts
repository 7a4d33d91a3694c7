import { prayerWallContract } from '@koinonia/contracts';
import { access, HttpError, keysetResult, route, type SignedInIdentity } from '@koinonia/service-kit';
import { canSee, isAuthor, newPrayerRecord, toPrayer, wallPosition, type PrayerRecord, type WallReader } from './domain';
import type { PrayerWallStore } from './store';

const notFound = () => new HttpError(404, 'This prayer request was not found', { code: 'prayer_not_found' });

/** A member with no church yet has no wall to post on (they see what a visitor sees). */
function readerOf(caller: SignedInIdentity): WallReader | null {
  return caller.churchId ? { userId: caller.userId, churchId: caller.churchId } : null;
}

/** /prayer-wall (SPEC §1): the church's requests, posting, "I prayed" and answered prayers. */
export function prayerWallRoutes(store: PrayerWallStore) {
  /** The request if the caller may see it; otherwise it does not exist for them (404, never 403). */
  async function visiblePrayer(prayerId: string, caller: SignedInIdentity): Promise<{ prayer: PrayerRecord; reader: WallReader }> {
    const reader = readerOf(caller);
    const prayer = reader ? await store.find(prayerId, reader.userId) : undefined;
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
    const prayer = await store.find(prayerId, reader.userId);
    if (!prayer) throw notFound(); // taken down by its author a moment ago
    return toPrayer(prayer, reader);
  }

  return [
    route(prayerWallContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const records = await store.listWall(reader, { after: query.cursor ?? null, limit: query.limit });
        return keysetResult(records, query, wallPosition, (record) => toPrayer(record, reader));
      },
    }),

    route(prayerWallContract.post, {
      access: access.signedIn,
      async handle({ caller, body }) {
        const reader = readerOf(caller);
        if (!reader) throw new HttpError(403, 'Join a church to share a request on its prayer wall', { code: 'church_required' });
        // Sessions started before names were asserted carry none; a fresh sign-in gives one.
        if (!caller.displayName) throw new HttpError(401, 'Please sign in again to share a request', { code: 'session_outdated' });
        const record = await store.add(newPrayerRecord(body, { ...reader, name: caller.displayName }));
        return toPrayer(record, reader);
      },
    }),

    // "I prayed" and its undo: the same rule (the caller must see the request), the store's two changes.
    ...([
      [prayerWallContract.pray, (prayerId: string, userId: string) => store.recordPrayed(prayerId, userId)],
      [prayerWallContract.unpray, (prayerId: string, userId: string) => store.removePrayed(prayerId, userId)],
    ] as const).map(([endpoint, change]) =>
      route(endpoint, {
        access: access.signedIn,
        async handle({ caller, params }) {
          const { reader } = await visiblePrayer(params.prayerId, caller);
          await change(params.prayerId, reader.userId);
          return reread(params.prayerId, reader);
        },
      }),
    ),

    route(prayerWallContract.setAnswered, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { reader } = await authorsPrayer(params.prayerId, caller);
        await store.setAnswered(params.prayerId, body.answered ? new Date() : null);
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
  ];
}
