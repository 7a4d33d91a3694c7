import type { Migration } from '@koinonia/service-kit';

/**
 * Offline content (SPEC §1): an entry written offline is queued in the browser and sent again, maybe more than
 * once, maybe from two tabs at the same time. The key the browser made for it (the request's Idempotency-Key) is
 * kept with the entry, and is unique per member, so a second sending finds the first entry instead of making
 * another. Entries written online have no key; the index holds only those that do.
 */
export const createSoapEntryClientKeys: Migration = {
  name: '011-soap-entry-client-keys',
  async up(db) {
    await db.raw('ALTER TABLE worship.soap_entries ADD COLUMN client_key uuid');
    await db.raw(
      'CREATE UNIQUE INDEX soap_entries_client_key ON worship.soap_entries (user_id, client_key) WHERE client_key IS NOT NULL',
    );
  },
  async down(db) {
    await db.raw('DROP INDEX worship.soap_entries_client_key');
    await db.raw('ALTER TABLE worship.soap_entries DROP COLUMN client_key');
  },
};
