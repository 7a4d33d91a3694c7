import type { Migration } from '@koinonia/service-kit';
import { loadBibleText } from '../bible/load-text';

/**
 * The Bible's text (SPEC §1 "translations"): translations and their verses, searchable with PostgreSQL
 * text search in each translation's language. The text is loaded here, from the npm packages that ship
 * it, and the search index built after it (faster than keeping it up to date row by row).
 */
export const createBible: Migration = {
  name: '003-bible',
  async up(db) {
    await db.schema.withSchema('worship').createTable('bible_translations', (table) => {
      table.text('code').primary();
      table.text('name').notNullable();
      table.text('abbreviation').notNullable();
      table.text('language').notNullable();
      table.specificType('search_config', 'regconfig').notNullable();
      table.smallint('position').notNullable();
    });
    await db.raw(`
      CREATE TABLE worship.bible_verses (
        translation text NOT NULL REFERENCES worship.bible_translations (code) ON DELETE CASCADE,
        book_number smallint NOT NULL,
        chapter smallint NOT NULL,
        verse smallint NOT NULL,
        book text NOT NULL,
        text text NOT NULL,
        paragraph boolean NOT NULL DEFAULT false,
        heading text,
        search_config regconfig NOT NULL,
        search tsvector GENERATED ALWAYS AS (to_tsvector(search_config, text)) STORED,
        PRIMARY KEY (translation, book_number, chapter, verse)
      )`);
    await loadBibleText(db);
    await db.raw('CREATE INDEX bible_verses_search ON worship.bible_verses USING gin (search)');
  },
  async down(db) {
    await db.schema.withSchema('worship').dropTable('bible_verses');
    await db.schema.withSchema('worship').dropTable('bible_translations');
  },
};
