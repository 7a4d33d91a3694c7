import type { Migration } from '@koinonia/service-kit';

/**
 * Saved items (SPEC §2 /saved): a member's saved prayer requests, verses and journal reflections. A saved request
 * or entry goes with it when it is deleted; a verse is kept by its place (translation, book, chapter, verse) and
 * its book's number, which is how worship.bible_verses is keyed. Each thing is saved once per member.
 */
export const createSavedItems: Migration = {
  name: '009-saved-items',
  async up(db) {
    await db.raw(`
      CREATE TABLE worship.saved_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('prayer', 'verse', 'reflection')),
        prayer_id uuid REFERENCES worship.prayers (id) ON DELETE CASCADE,
        entry_id uuid REFERENCES worship.soap_entries (id) ON DELETE CASCADE,
        translation text,
        book text,
        book_number smallint,
        chapter smallint,
        verse smallint,
        -- Millisecond precision, as the page cursor carries it: no item can fall between two pages.
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CHECK (
          (kind = 'prayer' AND prayer_id IS NOT NULL AND entry_id IS NULL AND translation IS NULL)
          OR (kind = 'reflection' AND entry_id IS NOT NULL AND prayer_id IS NULL AND translation IS NULL)
          OR (kind = 'verse' AND prayer_id IS NULL AND entry_id IS NULL AND translation IS NOT NULL
              AND book IS NOT NULL AND book_number IS NOT NULL AND chapter IS NOT NULL AND verse IS NOT NULL)
        ),
        UNIQUE (user_id, prayer_id),
        UNIQUE (user_id, entry_id),
        UNIQUE (user_id, translation, book_number, chapter, verse)
      )`);
    // The list reads one member's items newest first (keyset pagination on created_at, id), of one kind or all.
    await db.raw('CREATE INDEX saved_items_list_order ON worship.saved_items (user_id, created_at DESC, id DESC)');
    await db.raw('CREATE INDEX saved_items_kind_order ON worship.saved_items (user_id, kind, created_at DESC, id DESC)');
    // The cascades look a request or an entry up here when it is deleted.
    await db.raw('CREATE INDEX saved_items_prayer ON worship.saved_items (prayer_id) WHERE prayer_id IS NOT NULL');
    await db.raw('CREATE INDEX saved_items_entry ON worship.saved_items (entry_id) WHERE entry_id IS NOT NULL');
  },
  async down(db) {
    await db.schema.withSchema('worship').dropTable('saved_items');
  },
};
