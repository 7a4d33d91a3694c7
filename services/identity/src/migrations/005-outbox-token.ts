import type { Migration } from '@koinonia/service-kit';

/**
 * An outbox message that carries an emailed link names its token (token_id), so that the message is
 * deleted when the token is used or expires (store/auth-tokens.ts) and a copy of the table holds no
 * working link; deleting a token (its user's account) deletes its messages too. Messages kept before
 * this cannot be tied to their tokens: those holding a link are deleted now.
 */
export const addOutboxTokenId: Migration = {
  name: '005-outbox-token',
  async up(db) {
    await db.schema.withSchema('identity').alterTable('mail_outbox', (table) => {
      table.uuid('token_id').references('id').inTable('identity.auth_tokens').onDelete('CASCADE');
      table.index(['token_id']);
    });
    await db('identity.mail_outbox').whereNull('token_id').where('text_body', 'like', '%?token=%').delete();
  },
  async down(db) {
    await db.schema.withSchema('identity').alterTable('mail_outbox', (table) => {
      table.dropColumn('token_id');
    });
  },
};
