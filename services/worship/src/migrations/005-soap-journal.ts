import type { Migration } from '@koinonia/service-kit';

/**
 * The S.O.A.P. journal: each member's own entries. The Scripture is kept as the reference the service wrote and
 * as its passage (book code, chapter and verse range), so the list filters by book; the four texts are searched
 * through a generated tsvector (english configuration) with a GIN index.
 */
export const createSoapJournal: Migration = {
  name: '005-soap-journal',
  async up(db) {
    await db.raw(`
      CREATE TABLE worship.soap_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        scripture text NOT NULL DEFAULT '',
        book text,
        chapter integer,
        verse integer,
        end_chapter integer,
        end_verse integer,
        observation text NOT NULL DEFAULT '',
        application text NOT NULL DEFAULT '',
        prayer text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'saved')),
        -- Millisecond precision, as the page cursor carries it: no entry can fall between two pages.
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          to_tsvector('english'::regconfig, scripture || ' ' || observation || ' ' || application || ' ' || prayer)
        ) STORED
      )`);
    // The list reads one member's entries newest first (keyset pagination on created_at, id).
    await db.raw('CREATE INDEX soap_entries_list_order ON worship.soap_entries (user_id, created_at DESC, id DESC)');
    await db.raw('CREATE INDEX soap_entries_search ON worship.soap_entries USING gin (search)');
  },
  async down(db) {
    await db.schema.withSchema('worship').dropTable('soap_entries');
  },
};
