import type { Migration } from '@koinonia/service-kit';

/** What visitors chose in the welcome dialog (SPEC §4 apply), kept for product analytics. */
export const createLocalizationChoices: Migration = {
  name: '001-localization-choices',
  async up(db) {
    await db.schema.withSchema('marketing').createTable('localization_choices', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      // Null for a visitor who is not signed in; users live in the identity service, so no foreign key.
      table.uuid('user_id');
      table.string('language', 8).notNullable();
      table.string('country', 2).notNullable();
      table.string('timezone', 64).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.index(['created_at'], 'localization_choices_by_time');
    });
  },
  async down(db) {
    await db.schema.withSchema('marketing').dropTable('localization_choices');
  },
};
