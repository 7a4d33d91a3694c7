import type { Migration } from '@koinonia/service-kit';

/** SPEC §2 /onboarding: which steps a member has done, the interests they chose, and when they finished. */
export const createOnboarding: Migration = {
  name: '004-onboarding',
  async up(db) {
    await db.schema.withSchema('identity').createTable('onboarding', (table) => {
      table.uuid('user_id').primary().references('id').inTable('identity.users').onDelete('CASCADE');
      table.specificType('completed_steps', 'text[]').notNullable().defaultTo('{}');
      table.specificType('interests', 'text[]').notNullable().defaultTo('{}');
      table.timestamp('completed_at', { useTz: true });
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    // The church step searches churches by name.
    await db.raw('CREATE INDEX churches_name_lower_index ON identity.churches (lower(name), id)');
  },
  async down(db) {
    await db.raw('DROP INDEX identity.churches_name_lower_index');
    await db.schema.withSchema('identity').dropTable('onboarding');
  },
};
