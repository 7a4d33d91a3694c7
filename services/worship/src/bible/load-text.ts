import type { Database } from '@koinonia/service-kit';
import { bibleTextSources, type BibleTextSource, type VerseRow } from './text-sources';

/** Rows per INSERT: one JSON parameter each, so PostgreSQL parses the batch instead of knex binding 8 values a row. */
const BATCH_SIZE = 5_000;

/**
 * Loads every translation of text-sources.ts that the schema does not hold in full, from the npm packages
 * that ship the text (never a download). Idempotent: a translation already complete is left alone, one
 * left half-loaded is loaded again, so it may run on every start; in a migration it runs once per database.
 */
export async function loadBibleText(db: Database, sources: readonly BibleTextSource[] = bibleTextSources): Promise<void> {
  for (const [position, source] of sources.entries()) {
    const verses = source.readVerses();
    const held = await db('worship.bible_verses').where({ translation: source.code }).count<{ count: string }[]>({ count: '*' });
    if (Number(held[0]?.count ?? 0) === verses.length) continue;
    await db.transaction(async (trx) => {
      await trx('worship.bible_verses').where({ translation: source.code }).delete();
      await trx('worship.bible_translations')
        .insert({
          code: source.code,
          name: source.name,
          abbreviation: source.abbreviation,
          language: source.language,
          search_config: source.searchConfig,
          position,
        })
        .onConflict('code')
        .merge();
      for (let start = 0; start < verses.length; start += BATCH_SIZE) {
        await insertBatch(trx, source, verses.slice(start, start + BATCH_SIZE));
      }
    });
  }
}

async function insertBatch(db: Database, source: BibleTextSource, verses: VerseRow[]): Promise<void> {
  await db.raw(
    `INSERT INTO worship.bible_verses (translation, book, book_number, chapter, verse, text, paragraph, heading, search_config)
     SELECT ?, v.book, v.book_number, v.chapter, v.verse, v.text, v.paragraph, v.heading, ?::regconfig
     FROM json_to_recordset(?::json) AS v(book text, book_number smallint, chapter smallint, verse smallint, text text, paragraph boolean, heading text)`,
    [source.code, source.searchConfig, JSON.stringify(verses)],
  );
}
