import type { Migration } from '@koinonia/service-kit';

/** A saved S.O.A.P. entry its author shares with prayer circles they belong to (the circle's reflections). */
export const createJournalShares: Migration = {
  name: '008-journal-shares',
  async up(db) {
    await db.schema.withSchema('worship').createTable('soap_entry_shares', (table) => {
      table.uuid('entry_id').notNullable().references('id').inTable('worship.soap_entries').onDelete('CASCADE');
      table.uuid('circle_id').notNullable().references('id').inTable('worship.prayer_circles').onDelete('CASCADE');
      // The entry's author as the circle sees them (the journal itself keeps no names).
      table.string('author_name', 160).notNullable();
      table.timestamp('shared_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.primary(['entry_id', 'circle_id']);
      // A circle's reflections, newest first.
      table.index(['circle_id', 'shared_at'], 'soap_entry_shares_feed');
    });
  },
  async down(db) {
    await db.schema.withSchema('worship').dropTable('soap_entry_shares');
  },
};
