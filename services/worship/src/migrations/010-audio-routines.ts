import type { Migration } from '@koinonia/service-kit';

/**
 * The issue "/audio-routines": a member's saved routines (theirs alone) and their items in order — a passage
 * (its English reference), a prayer they wrote, or a pause of some seconds.
 */
export const createAudioRoutines: Migration = {
  name: '010-audio-routines',
  async up(db) {
    await db.schema.withSchema('worship').createTable('audio_routines', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('user_id').notNullable();
      table.string('name', 80).notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.index(['user_id', 'updated_at'], 'audio_routines_by_member');
    });
    await db.schema.withSchema('worship').createTable('audio_routine_items', (table) => {
      table.uuid('routine_id').notNullable().references('id').inTable('worship.audio_routines').onDelete('CASCADE');
      table.smallint('position').notNullable();
      table.string('kind', 12).notNullable();
      table.string('reference', 60);
      table.text('text');
      table.smallint('seconds');
      table.primary(['routine_id', 'position']);
    });
    await db.raw(
      "ALTER TABLE worship.audio_routine_items ADD CONSTRAINT audio_routine_item_kind CHECK ((kind = 'passage' AND reference IS NOT NULL) OR (kind = 'prayer' AND text IS NOT NULL) OR (kind = 'pause' AND seconds BETWEEN 1 AND 300))",
    );
  },
  async down(db) {
    await db.schema.withSchema('worship').dropTable('audio_routine_items');
    await db.schema.withSchema('worship').dropTable('audio_routines');
  },
};
