import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { migrations } from '../migrations';
import { loadBibleText } from './load-text';
import { bibleTextSources } from './text-sources';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await migrateSchema(db, 'worship', migrations);
}, 120_000);
afterAll(() => database.close());

const verse = (translation: string, book: string, chapter: number, number: number) =>
  db('worship.bible_verses').where({ translation, book, chapter, verse: number }).first();
const countOf = async (translation: string) =>
  Number((await db('worship.bible_verses').where({ translation }).count<{ count: string }[]>({ count: '*' }))[0]!.count);

describe('the Bible text, loaded from the npm packages that ship it', () => {
  it('holds every verse of both translations, all 66 books', async () => {
    expect(await countOf('kjv')).toBe(31_102);
    expect(await countOf('web')).toBeGreaterThan(31_000);
    for (const translation of ['kjv', 'web']) {
      const books = await db('worship.bible_verses').where({ translation }).countDistinct<{ count: string }[]>({ count: 'book' });
      expect(Number(books[0]!.count)).toBe(66);
    }
    expect(await db('worship.bible_translations').orderBy('position').select('code', 'abbreviation', 'language')).toEqual([
      { code: 'web', abbreviation: 'WEB', language: 'en' },
      { code: 'kjv', abbreviation: 'KJV', language: 'en' },
    ]);
  });

  it('keeps the words of each verse, without the packages’ markup', async () => {
    expect(await verse('kjv', 'JHN', 3, 16)).toMatchObject({
      text: 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
      paragraph: true,
    });
    // The translators' added words, in [brackets] in the package, are plain words.
    expect((await verse('kjv', 'PSA', 3, 1)).text).toBe('LORD, how are they increased that trouble me! many are they that rise up against me.');
    expect((await verse('web', 'JHN', 1, 1)).text).toBe('In the beginning was the Word, and the Word was with God, and the Word was God.');
    // Poetry comes one line per entry: the verse is its lines together, its title the heading before it.
    expect(await verse('web', 'PSA', 1, 1)).toMatchObject({
      text: 'Blessed is the man who doesn’t walk in the counsel of the wicked, nor stand on the path of sinners, nor sit in the seat of scoffers;',
      paragraph: true,
    });
    expect((await verse('web', 'PSA', 3, 1)).heading).toBe('A Psalm by David, when he fled from Absalom his son.');
  });

  it('makes every verse searchable in its language', async () => {
    const found = await db('worship.bible_verses')
      .where({ translation: 'web' })
      .whereRaw("search @@ websearch_to_tsquery('english', ?)", ['shepherd'])
      .count<{ count: string }[]>({ count: '*' });
    expect(Number(found[0]!.count)).toBeGreaterThan(50);
  });

  it('loads again only what is missing: a complete translation is left alone, a half-loaded one is completed', async () => {
    await db('worship.bible_verses').where({ translation: 'kjv', book: 'REV' }).delete();
    const webBefore = await verse('web', 'GEN', 1, 1);
    await loadBibleText(db, bibleTextSources);
    expect(await countOf('kjv')).toBe(31_102);
    expect(await verse('web', 'GEN', 1, 1)).toEqual(webBefore);
  }, 60_000);
});
