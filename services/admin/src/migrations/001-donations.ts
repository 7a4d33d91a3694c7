import type { Migration } from '@koinonia/service-kit';

export const createDonations: Migration = {
  name: '001-donations',
  async up(db) {
    await db.schema.withSchema('admin').createTable('donations', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable();
      table.uuid('donor_id').notNullable();
      // Whole cents: money is never a float.
      table.integer('amount_cents').notNullable();
      table.specificType('currency', 'char(3)').notNullable();
      table.string('fund', 80).notNullable();
      table.timestamp('donated_at', { useTz: true }).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.check('?? > 0', ['amount_cents'], 'donations_amount_positive');
      // Giving reports read one church's gifts in one currency over a period.
      table.index(['church_id', 'currency', 'donated_at'], 'donations_report_order');
    });
  },
  async down(db) {
    await db.schema.withSchema('admin').dropTable('donations');
  },
};
