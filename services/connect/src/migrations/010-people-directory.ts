import type { Migration } from '@koinonia/service-kit';

/** /people and /contacts: what each member shares in the directory, and the people each member keeps. */
export const createPeopleDirectory: Migration = {
  name: '010-people-directory',
  async up(db) {
    // A member with no row is findable by their church and shares nothing but their name.
    await db.schema.withSchema('connect').createTable('directory_sharing', (table) => {
      table.uuid('user_id').primary();
      table.string('visibility', 12).notNullable();
      table.string('about', 280);
      table.string('phone', 32);
      table.string('email', 254);
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      "ALTER TABLE connect.directory_sharing ADD CONSTRAINT directory_sharing_visibility CHECK (visibility IN ('church', 'communities', 'hidden'))",
    );
    await db.schema.withSchema('connect').createTable('contacts', (table) => {
      table.uuid('owner_id').notNullable();
      table.uuid('contact_id').notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.primary(['owner_id', 'contact_id']);
    });
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('contacts');
    await db.schema.withSchema('connect').dropTable('directory_sharing');
  },
};
