import { savedItemsContract, type NewSavedItem } from '@koinonia/contracts';
import { access, HttpError, keysetResult, route, type SignedInIdentity } from '@koinonia/service-kit';
import type { BibleStore } from '../bible/store';
import { canSee } from '../prayer-wall/domain';
import { readerOf } from '../prayer-wall/routes';
import type { PrayerWallStore } from '../prayer-wall/store';
import { existingChapter } from '../shared/existing-chapter';
import type { SoapJournalStore } from '../soap-journal/store';
import { savedItemPosition, toSavedItem, type SavedItemsReader, type SavedTarget } from './domain';
import type { SavedItemsStore } from './store';

const savedItemNotFound = () => new HttpError(404, 'This saved item was not found', { code: 'saved_item_not_found' });

/** What a saved item's thing is read from: the wall, the journal and the Bible text keep it. */
export interface SavedThings {
  prayers: Pick<PrayerWallStore, 'find'>;
  journal: Pick<SoapJournalStore, 'find'>;
  bible: Pick<BibleStore, 'chapter'>;
}

const readerFrom = (caller: SignedInIdentity): SavedItemsReader => ({ userId: caller.userId, churchId: caller.churchId ?? null });

/**
 * SPEC §2 /saved: a member's saved prayer requests, verses and reflections, theirs alone. A request is saved only
 * while the member may see it (the wall's audience rule, 404 otherwise), and a reflection only of their own journal.
 */
export function savedItemRoutes(store: SavedItemsStore, things: SavedThings) {
  /** The thing to save if it exists for the caller; the 404 of its own area otherwise. */
  async function targetOf(body: NewSavedItem, caller: SignedInIdentity): Promise<SavedTarget> {
    if (body.kind === 'prayer') {
      const reader = readerOf(caller);
      const prayer = reader ? await things.prayers.find(body.targetId, reader) : undefined;
      if (!prayer || !reader || !canSee(prayer, reader)) {
        throw new HttpError(404, 'This prayer request was not found', { code: 'prayer_not_found' });
      }
      return { kind: 'prayer', prayerId: prayer.id };
    }
    if (body.kind === 'reflection') {
      if (!(await things.journal.find(caller.userId, body.targetId))) {
        throw new HttpError(404, 'This journal entry was not found', { code: 'soap_entry_not_found' });
      }
      return { kind: 'reflection', entryId: body.targetId };
    }
    const place = existingChapter({ ...body, chapter: Number(body.chapter), verse: Number(body.verse) });
    const verses = await things.bible.chapter(place.translation, place.book, place.chapter);
    if (!verses.some((verse) => verse.verse === place.verse)) {
      throw new HttpError(404, 'This verse was not found', { code: 'saved_verse_not_found' });
    }
    return place;
  }

  return [
    route(savedItemsContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerFrom(caller);
        const records = await store.list(reader, {
          kind: query.kind,
          q: query.q || undefined,
          after: query.cursor ?? null,
          limit: query.limit,
        });
        return keysetResult(records, query, savedItemPosition, (record) => toSavedItem(record, reader));
      },
    }),

    route(savedItemsContract.save, {
      access: access.signedIn,
      async handle({ caller, body }) {
        const reader = readerFrom(caller);
        const savedItemId = await store.save(caller.userId, await targetOf(body, caller));
        const saved = await store.find(reader, savedItemId);
        if (!saved) throw savedItemNotFound(); // its thing was taken down a moment ago
        return toSavedItem(saved, reader);
      },
    }),

    route(savedItemsContract.lookup, {
      access: access.signedIn,
      async handle({ caller, query }) {
        return { items: await store.lookup(caller.userId, query.kind, query.targets) };
      },
    }),

    route(savedItemsContract.remove, {
      access: access.signedIn,
      async handle({ caller, params }) {
        if (!(await store.remove(caller.userId, params.savedItemId))) throw savedItemNotFound();
      },
    }),
  ];
}
