import type { Migration } from '@koinonia/service-kit';

/**
 * DESIGN "Auth contract": single-use, expiring tokens for password reset, email verification and magic
 * links (only a SHA-256 hash is kept), and the mail outbox the default mailer writes to.
 */
export const createAuthTokens: Migration = {
  name: '003-auth-tokens',
  async up(db) {
    await db.schema.withSchema('identity').createTable('auth_tokens', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('user_id').notNullable().references('id').inTable('identity.users').onDelete('CASCADE');
      table.string('purpose', 32).notNullable();
      table.string('token_hash', 64).notNullable().unique();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.index(['user_id', 'purpose']);
    });
    await db.schema.withSchema('identity').createTable('mail_outbox', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.string('recipient', 254).notNullable();
      table.string('subject', 200).notNullable();
      table.text('text_body').notNullable();
      table.text('html_body').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.index(['recipient', 'created_at']);
    });
  },
  async down(db) {
    await db.schema.withSchema('identity').dropTable('mail_outbox');
    await db.schema.withSchema('identity').dropTable('auth_tokens');
  },
};
