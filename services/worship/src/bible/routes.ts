import {
  BIBLE_PASSAGE_MAX_VERSES,
  BIBLE_SEARCH_MAX_RESULTS,
  bibleContract,
  formatBibleReference,
  nextChapter,
  parseBibleReference,
  previousChapter,
  type BibleTranslation,
} from '@koinonia/contracts';
import { access, HttpError, route } from '@koinonia/service-kit';
import type { Response } from 'express';
import { existingChapter } from '../shared/existing-chapter';
import type { BibleStore } from './store';
import { verseOfTheDay } from './verse-of-the-day';

/** The text under a translation's code never changes: browsers and the gateway's callers may keep it. */
const CACHE_FOR_A_DAY = 'public, max-age=86400';
const cacheable = (res: Response) => res.setHeader('Cache-Control', CACHE_FOR_A_DAY);

const unreadableReference = (reference: string) =>
  new HttpError(400, `"${reference}" is not a Bible reference we can read. Try one such as John 3:16 or Psalm 23.`, { code: 'bible_reference_invalid' });

/** /bible-reading (SPEC §1 "daily Bible reading … translations"): public-domain text anyone may read. */
export function bibleRoutes(store: BibleStore) {
  // The translations change only with a migration: read once.
  let translations: Promise<BibleTranslation[]> | undefined;
  const knownTranslations = () => (translations ??= store.translations().catch((error: unknown) => {
    translations = undefined;
    throw error;
  }));
  async function requireTranslation(code: string): Promise<void> {
    if ((await knownTranslations()).some((translation) => translation.code === code)) return;
    throw new HttpError(404, `There is no Bible translation "${code}"`, { code: 'bible_translation_not_found' });
  }

  return [
    route(bibleContract.translations, {
      access: access.public,
      async handle({ res }) {
        cacheable(res);
        return { items: await knownTranslations() };
      },
    }),

    route(bibleContract.chapter, {
      access: access.public,
      async handle({ params, res }) {
        await requireTranslation(params.translation);
        const here = existingChapter({ book: params.book, chapter: params.chapter });
        cacheable(res);
        return {
          translation: params.translation,
          ...here,
          verses: await store.chapter(params.translation, here.book, here.chapter),
          previous: previousChapter(here),
          next: nextChapter(here),
        };
      },
    }),

    route(bibleContract.passage, {
      access: access.public,
      async handle({ params, query, res }) {
        await requireTranslation(params.translation);
        const reference = parseBibleReference(query.reference);
        if (!reference) throw unreadableReference(query.reference);
        const verses = await store.passage(params.translation, reference, BIBLE_PASSAGE_MAX_VERSES + 1);
        if (verses.length > BIBLE_PASSAGE_MAX_VERSES) {
          throw new HttpError(400, `A passage is read at most ${BIBLE_PASSAGE_MAX_VERSES} verses at a time`, { code: 'bible_passage_too_long' });
        }
        if (verses.length === 0) throw new HttpError(404, `${formatBibleReference(reference)} is not in this translation`, { code: 'bible_passage_not_found' });
        cacheable(res);
        return { translation: params.translation, reference: formatBibleReference(reference), verses };
      },
    }),

    route(bibleContract.search, {
      access: access.public,
      async handle({ params, query, res }) {
        await requireTranslation(params.translation);
        const offset = query.cursor ?? 0;
        const limit = Math.min(query.limit, BIBLE_SEARCH_MAX_RESULTS - offset);
        const { hits, total } = await store.search(params.translation, query.q, { offset, limit });
        const next = offset + hits.length;
        cacheable(res);
        return { items: hits, total, nextCursor: hits.length === limit && next < Math.min(total, BIBLE_SEARCH_MAX_RESULTS) ? String(next) : null };
      },
    }),

    route(bibleContract.verseOfTheDay, {
      access: access.public,
      async handle({ params, query, res }) {
        await requireTranslation(params.translation);
        const date = query.date ?? new Date().toISOString().slice(0, 10);
        const reference = parseBibleReference(verseOfTheDay(date))!;
        cacheable(res);
        return {
          date,
          translation: params.translation,
          reference: formatBibleReference(reference),
          verses: await store.passage(params.translation, reference, BIBLE_PASSAGE_MAX_VERSES),
        };
      },
    }),
  ];
}
