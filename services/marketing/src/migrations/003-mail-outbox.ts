import { createMailOutboxTable, type Migration } from '@koinonia/service-kit';

/** The outbox the default mailer keeps this service's emails in (the contact confirmations). */
export const createMarketingMailOutbox: Migration = {
  name: '003-mail-outbox',
  async up(db) {
    await createMailOutboxTable(db, 'marketing');
  },
  async down(db) {
    await db.schema.withSchema('marketing').dropTable('mail_outbox');
  },
};
