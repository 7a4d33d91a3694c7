import type { Migration } from '@koinonia/service-kit';

export const createPrayers: Migration = {
  name: '001-prayers',
  async up(db) {
    await db.schema.withSchema('worship').createTable('prayers', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable();
      table.uuid('author_id').notNullable();
      table.string('author_name', 160).notNullable();
      table.string('title', 120).notNullable();
      table.text('body').notNullable();
      table.string('visibility', 12).notNullable().defaultTo('public');
      table.integer('prayer_count').notNullable().defaultTo(0);
      table.timestamp('answered_at', { useTz: true });
      // Millisecond precision, as the page cursor carries it: no row can fall between two pages.
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      // The prayer wall reads newest first within a church (keyset pagination on created_at, id).
      table.index(['church_id', 'created_at', 'id'], 'prayers_wall_order');
    });
  },
  async down(db) {
    await db.schema.withSchema('worship').dropTable('prayers');
  },
};
