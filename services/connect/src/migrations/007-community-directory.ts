import type { Migration } from '@koinonia/service-kit';

/**
 * The communities' directory (/communities): who may come in (privacy), the church's campuses a community
 * meets at, requests to join, and when a community and its settings last changed.
 */
export const createCommunityDirectory: Migration = {
  name: '007-community-directory',
  async up(db) {
    await db.schema.withSchema('connect').createTable('campuses', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable();
      table.string('name', 120).notNullable();
      table.string('address', 300).notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
    });
    // One campus of a name per church, whatever its case; the church's list reads by name.
    await db.raw('CREATE UNIQUE INDEX campuses_church_name ON connect.campuses (church_id, lower(name))');

    await db.schema.withSchema('connect').alterTable('communities', (table) => {
      table.string('privacy', 12).notNullable().defaultTo('open');
      table.uuid('campus_id').references('id').inTable('connect.campuses').onDelete('SET NULL');
      table.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `ALTER TABLE connect.communities ADD CONSTRAINT communities_privacy CHECK (privacy IN ('open', 'by_request', 'hidden'))`,
    );
    // The directory reads a church's communities by name.
    await db.raw('CREATE INDEX communities_church_name ON connect.communities (church_id, name, id)');

    await db.schema.withSchema('connect').createTable('community_join_requests', (table) => {
      table.uuid('community_id').notNullable().references('id').inTable('connect.communities').onDelete('CASCADE');
      table.uuid('user_id').notNullable().index();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.primary(['community_id', 'user_id']);
      // Its admins read the requests oldest first.
      table.index(['community_id', 'created_at'], 'community_join_requests_order');
    });
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('community_join_requests');
    await db.raw('DROP INDEX connect.communities_church_name');
    await db.schema.withSchema('connect').alterTable('communities', (table) => {
      table.dropColumn('updated_at');
      table.dropColumn('campus_id');
      table.dropColumn('privacy');
    });
    await db.schema.withSchema('connect').dropTable('campuses');
  },
};
