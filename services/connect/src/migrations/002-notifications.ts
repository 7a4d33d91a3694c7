import type { Migration } from '@koinonia/service-kit';

export const createNotifications: Migration = {
  name: '002-notifications',
  async up(db) {
    await db.schema.withSchema('connect').createTable('notifications', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('user_id').notNullable();
      table.string('type', 40).notNullable();
      table.string('title', 160).notNullable();
      table.text('message').notNullable();
      table.boolean('is_read').notNullable().defaultTo(false);
      table.text('action_url');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // The bell reads one user's newest notifications.
      table.index(['user_id', 'created_at'], 'notifications_inbox_order');
    });
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('notifications');
  },
};
