import type { Migration } from '@koinonia/service-kit';

/**
 * SPEC §1 "study notes … community discussion": a member's highlighted verses and notes (theirs alone),
 * and what the members of a church say about a chapter.
 */
export const createBibleStudy: Migration = {
  name: '004-bible-study',
  async up(db) {
    await db.schema.withSchema('worship').createTable('bible_highlights', (table) => {
      table.uuid('user_id').notNullable();
      table.string('book', 3).notNullable();
      table.smallint('chapter').notNullable();
      table.smallint('verse').notNullable();
      table.string('color', 12).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.primary(['user_id', 'book', 'chapter', 'verse']);
    });
    await db.schema.withSchema('worship').createTable('bible_notes', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('user_id').notNullable();
      table.string('book', 3).notNullable();
      table.smallint('chapter').notNullable();
      table.smallint('verse').notNullable();
      table.text('body').notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.index(['user_id', 'book', 'chapter'], 'bible_notes_by_chapter');
    });
    await db.schema.withSchema('worship').createTable('bible_discussion_comments', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable();
      table.string('book', 3).notNullable();
      table.smallint('chapter').notNullable();
      table.uuid('author_id').notNullable();
      table.string('author_name', 160).notNullable();
      table.text('body').notNullable();
      // Millisecond precision, as the page cursor carries it: no row can fall between two pages.
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.index(['church_id', 'book', 'chapter', 'created_at', 'id'], 'bible_discussion_order');
    });
  },
  async down(db) {
    await db.schema.withSchema('worship').dropTable('bible_discussion_comments');
    await db.schema.withSchema('worship').dropTable('bible_notes');
    await db.schema.withSchema('worship').dropTable('bible_highlights');
  },
};
