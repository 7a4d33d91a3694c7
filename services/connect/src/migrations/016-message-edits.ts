import type { Migration } from '@koinonia/service-kit';

/**
 * Editing, deleting and reporting messages (SPEC §2 /messages, /chat): when a message was edited or deleted (a deleted
 * one keeps its row, for the order of the thread, but its words are erased), and members' reports of others' messages,
 * one per person and message, for the admin service's moderation queue.
 */
export const createMessageEdits: Migration = {
  name: '016-message-edits',
  async up(db) {
    await db.schema.withSchema('connect').alterTable('conversation_messages', (table) => {
      table.timestamp('edited_at', { useTz: true, precision: 3 }).nullable();
      table.timestamp('deleted_at', { useTz: true, precision: 3 }).nullable();
    });
    await db.schema.withSchema('connect').createTable('conversation_message_reports', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table
        .uuid('message_id')
        .notNullable()
        .references('id')
        .inTable('connect.conversation_messages')
        .onDelete('CASCADE');
      table.uuid('reporter_id').notNullable();
      table.string('reason', 16).notNullable();
      table.text('details').notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      // One report per person and message: reporting again is a 409.
      table.unique(['message_id', 'reporter_id'], { indexName: 'conversation_message_reports_once' });
    });
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('conversation_message_reports');
    await db.schema.withSchema('connect').alterTable('conversation_messages', (table) => {
      table.dropColumn('deleted_at');
      table.dropColumn('edited_at');
    });
  },
};
