import type { Migration } from '@koinonia/service-kit';

/** Account data behind /profile, /settings and /weekly-checkin: preferences, profile photos, check-ins. */
export const createAccountTables: Migration = {
  name: '002-account',
  async up(db) {
    await db.schema.withSchema('identity').createTable('user_preferences', (table) => {
      table.uuid('user_id').primary().references('id').inTable('identity.users').onDelete('CASCADE');
      // null until the user chooses, so the client's initial-theme rule (SPEC §4) still applies.
      table.string('theme', 8);
      table.string('font_size', 8).notNullable().defaultTo('medium');
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.withSchema('identity').createTable('profile_images', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('user_id').notNullable().references('id').inTable('identity.users').onDelete('CASCADE');
      table.string('content_type', 40).notNullable();
      table.binary('bytes').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.index(['user_id']);
    });
    await db.schema.withSchema('identity').createTable('weekly_checkins', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('user_id').notNullable().references('id').inTable('identity.users').onDelete('CASCADE');
      table.date('week_start').notNullable();
      table.smallint('spiritual_growth').notNullable();
      table.smallint('prayer_life').notNullable();
      table.smallint('bible_reading').notNullable();
      table.smallint('community').notNullable();
      table.text('gratitude');
      table.text('prayer_request');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // One check-in per user and week; the unique index also serves the history's newest-first order.
      table.unique(['user_id', 'week_start']);
    });
  },
  async down(db) {
    await db.schema.withSchema('identity').dropTable('weekly_checkins');
    await db.schema.withSchema('identity').dropTable('profile_images');
    await db.schema.withSchema('identity').dropTable('user_preferences');
  },
};
