import { bibleStudyContract, type BibleNote } from '@koinonia/contracts';
import { access, HttpError, route } from '@koinonia/service-kit';
import { existingChapter } from '../shared/existing-chapter';
import type { BibleStudyStore, NoteRecord } from './store';

const toNote = (record: NoteRecord): BibleNote => ({
  id: record.id,
  book: record.book,
  chapter: record.chapter,
  verse: record.verse,
  body: record.body,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

const noteNotFound = () => new HttpError(404, 'This note was not found', { code: 'bible_note_not_found' });

/**
 * SPEC §1 "study notes": a member's highlighted verses and notes on them, theirs alone. Another member's
 * note does not exist for the caller (404), whoever the caller is.
 */
export function bibleStudyRoutes(store: BibleStudyStore) {
  async function ownNote(userId: string, noteId: string): Promise<NoteRecord> {
    const note = await store.findNote(userId, noteId);
    if (!note) throw noteNotFound();
    return note;
  }

  return [
    route(bibleStudyContract.chapter, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { book, chapter } = existingChapter(params);
        const [highlights, notes] = await Promise.all([store.highlights(caller.userId, book, chapter), store.notes(caller.userId, book, chapter)]);
        return { highlights, notes: notes.map(toNote) };
      },
    }),

    route(bibleStudyContract.highlight, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const place = existingChapter(params);
        await store.highlight(caller.userId, place, body.color);
        return { verse: place.verse, color: body.color };
      },
    }),

    route(bibleStudyContract.removeHighlight, {
      access: access.signedIn,
      async handle({ caller, params }) {
        await store.removeHighlight(caller.userId, existingChapter(params));
      },
    }),

    route(bibleStudyContract.addNote, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        return toNote(await store.addNote(caller.userId, existingChapter(params), body.body));
      },
    }),

    route(bibleStudyContract.editNote, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        await ownNote(caller.userId, params.noteId);
        return toNote(await store.editNote(params.noteId, body.body));
      },
    }),

    route(bibleStudyContract.removeNote, {
      access: access.signedIn,
      async handle({ caller, params }) {
        await ownNote(caller.userId, params.noteId);
        await store.removeNote(params.noteId);
      },
    }),
  ];
}
