import type { Migration } from '@koinonia/service-kit';

/** The notifications identity has emailed (connect's notification.email_requested): each is sent once. */
export const createNotificationEmails: Migration = {
  name: '010-notification-emails',
  async up(db) {
    await db.schema.withSchema('identity').createTable('notification_emails', (table) => {
      table.uuid('notification_id').primary();
      table.timestamp('sent_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.withSchema('identity').dropTable('notification_emails');
  },
};
