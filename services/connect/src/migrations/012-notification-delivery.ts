import webpush from 'web-push';
import { outboxMigration, type Migration } from '@koinonia/service-kit';

/**
 * Notifications beyond the app (SPEC §2 /notification-settings: email and push): connect's outbox (an email is
 * identity's to send), each notification's deliveries by channel — so one made twice, from an event come again, is
 * sent once — the browsers that take Web Push, the pushes the local sender records, and the local VAPID key pair (made here).
 */
export const createNotificationDelivery: Migration = {
  name: '012-notification-delivery',
  async up(db) {
    await outboxMigration('012-outbox', 'connect').up(db);
    await db.schema.withSchema('connect').createTable('notification_deliveries', (table) => {
      table.uuid('notification_id').notNullable();
      table.string('channel', 12).notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.primary(['notification_id', 'channel']);
    });
    await db.schema.withSchema('connect').createTable('push_subscriptions', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('user_id').notNullable().index();
      table.text('endpoint').notNullable().unique();
      table.string('p256dh', 200).notNullable();
      table.string('auth', 100).notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.withSchema('connect').createTable('push_deliveries', (table) => {
      table.bigIncrements('id');
      table.uuid('subscription_id').notNullable();
      table.uuid('notification_id').notNullable();
      table.jsonb('payload').notNullable();
      table.timestamp('delivered_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.unique(['subscription_id', 'notification_id']);
    });
    await db.schema.withSchema('connect').createTable('vapid_keys', (table) => {
      table.boolean('singleton').primary().defaultTo(true);
      table.text('public_key').notNullable();
      table.text('private_key').notNullable();
    });
    await db.raw('ALTER TABLE connect.vapid_keys ADD CONSTRAINT vapid_keys_one_row CHECK (singleton)');
    // Made here, once, so that reading the key is only a read (used only while no VAPID keys are configured).
    const keys = webpush.generateVAPIDKeys();
    await db('connect.vapid_keys').insert({ public_key: keys.publicKey, private_key: keys.privateKey });
  },
  async down(db) {
    for (const table of ['vapid_keys', 'push_deliveries', 'push_subscriptions', 'notification_deliveries']) {
      await db.schema.withSchema('connect').dropTable(table);
    }
    await outboxMigration('012-outbox', 'connect').down(db);
  },
};
