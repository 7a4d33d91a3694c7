import type { Migration } from '@koinonia/service-kit';

/**
 * Who the people of connect's communities, conversations and contacts are: connect's own copy of each
 * person's name, church, role, picture and account status, kept from identity's `person.changed` events (DESIGN: no
 * service reads another's tables). Lists join it for names; a person not heard of yet shows no name.
 */
export const createPeople: Migration = {
  name: '006-people',
  async up(db) {
    await db.schema.withSchema('connect').createTable('people', (table) => {
      table.uuid('user_id').primary();
      table.uuid('church_id');
      table.string('display_name', 170).notNullable();
      table.string('role', 40).notNullable().defaultTo('member');
      table.text('profile_image_url');
      table.string('status', 12).notNullable().defaultTo('active');
      // The identity event's time: an older event never overwrites a newer one.
      table.timestamp('changed_at', { useTz: true, precision: 3 }).notNullable();
    });
    // The directory lists a church's people by name.
    await db.raw('ALTER TABLE connect.people ADD COLUMN sort_name text GENERATED ALWAYS AS (lower(display_name)) STORED');
    await db.raw('CREATE INDEX people_church_name ON connect.people (church_id, sort_name, user_id)');
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('people');
  },
};
