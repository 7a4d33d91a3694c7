import type { Migration } from '@koinonia/service-kit';

/** SPEC §1 "tracking of who prays": one row per member who prayed for a request. */
export const createPrayerIntercessions: Migration = {
  name: '002-prayer-intercessions',
  async up(db) {
    await db.schema.withSchema('worship').createTable('prayer_intercessions', (table) => {
      table.uuid('prayer_id').notNullable().references('id').inTable('worship.prayers').onDelete('CASCADE');
      table.uuid('user_id').notNullable();
      table.timestamp('prayed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.primary(['prayer_id', 'user_id']);
    });
  },
  async down(db) {
    await db.schema.withSchema('worship').dropTable('prayer_intercessions');
  },
};
