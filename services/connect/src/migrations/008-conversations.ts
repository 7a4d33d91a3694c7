import type { Migration } from '@koinonia/service-kit';

/**
 * Messages and chat (SPEC §2 /messages, /chat): conversations of people of one church, their members with how far
 * each has read, and the messages in one total order per conversation (`sequence`, handed out under the
 * conversation's row lock).
 */
export const createConversations: Migration = {
  name: '008-conversations',
  async up(db) {
    await db.schema.withSchema('connect').createTable('conversations', (table) => {
      table.uuid('id').primary();
      table.uuid('church_id').notNullable();
      table.string('kind', 10).notNullable();
      table.string('title', 80);
      table.uuid('created_by').notNullable();
      // A direct conversation's church and two people, lower id first: one conversation per pair in a church.
      table.string('direct_pair', 110).unique();
      table.bigInteger('last_sequence').notNullable().defaultTo(0);
      table.timestamp('last_activity_at', { useTz: true, precision: 3 }).notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
    });
    await db.schema.withSchema('connect').createTable('conversation_members', (table) => {
      table.uuid('conversation_id').notNullable().references('id').inTable('connect.conversations').onDelete('CASCADE');
      table.uuid('user_id').notNullable();
      table.bigInteger('last_read_sequence').notNullable().defaultTo(0);
      table.timestamp('joined_at', { useTz: true, precision: 3 }).notNullable();
      table.primary(['conversation_id', 'user_id']);
      // A person's conversations.
      table.index(['user_id'], 'conversation_members_person');
    });
    await db.schema.withSchema('connect').createTable('conversation_messages', (table) => {
      table.uuid('id').primary();
      table.uuid('conversation_id').notNullable().references('id').inTable('connect.conversations').onDelete('CASCADE');
      table.bigInteger('sequence').notNullable();
      table.uuid('sender_id').notNullable();
      table.text('body').notNullable();
      table.uuid('client_id');
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
      table.unique(['conversation_id', 'sequence'], { indexName: 'conversation_messages_order' });
      // A resend of the same client id finds the first.
      table.unique(['conversation_id', 'sender_id', 'client_id'], { indexName: 'conversation_messages_client' });
    });
    // The conversation list: a person's conversations by last activity.
    await db.raw('CREATE INDEX conversations_activity ON connect.conversations (last_activity_at DESC, id DESC)');
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('conversation_messages');
    await db.schema.withSchema('connect').dropTable('conversation_members');
    await db.schema.withSchema('connect').dropTable('conversations');
  },
};
