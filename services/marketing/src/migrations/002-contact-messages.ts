import type { Migration } from '@koinonia/service-kit';

/**
 * Messages from the contact, enterprise and support forms, kept to answer them and deleted 24 months after
 * they arrive. No IP address: the client address only feeds the short-lived rate-limit counter in Redis.
 * Lengths are checked by the request schema (packages/contracts contact.ts), so the columns are plain text.
 */
export const createContactMessages: Migration = {
  name: '002-contact-messages',
  async up(db) {
    await db.schema.withSchema('marketing').createTable('contact_messages', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.string('kind', 16).notNullable();
      table.text('name').notNullable();
      table.string('email', 254).notNullable();
      table.text('message').notNullable();
      // Only the enterprise form asks for these two, only the support form for the category.
      table.text('organization');
      table.string('congregation_size', 32);
      table.string('category', 32);
      table.string('language', 16).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.index(['created_at'], 'contact_messages_by_time');
    });
  },
  async down(db) {
    await db.schema.withSchema('marketing').dropTable('contact_messages');
  },
};
