import type { Migration } from '@koinonia/service-kit';

/** SPEC §2 /notification-settings: a person's channels per type; a type with no row keeps its defaults. */
export const createNotificationSettings: Migration = {
  name: '005-notification-settings',
  async up(db) {
    await db.schema.withSchema('connect').createTable('notification_settings', (table) => {
      table.uuid('user_id').notNullable();
      table.string('type', 40).notNullable();
      table.boolean('in_app').notNullable();
      table.boolean('email').notNullable();
      table.boolean('push').notNullable();
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.primary(['user_id', 'type']);
    });
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('notification_settings');
  },
};
