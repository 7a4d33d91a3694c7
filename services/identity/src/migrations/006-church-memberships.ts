import type { Migration } from '@koinonia/service-kit';

/**
 * Church membership: choosing a church asks to join it (a request its staff accept or decline), a church's
 * shareable join link, and an account status that platform staff can suspend.
 */
export const createChurchMemberships: Migration = {
  name: '006-church-memberships',
  async up(db) {
    await db.schema.withSchema('identity').createTable('church_join_requests', (table) => {
      // One request a person at a time: asking another church replaces it.
      table.uuid('user_id').primary().references('id').inTable('identity.users').onDelete('CASCADE');
      table.uuid('church_id').notNullable().references('id').inTable('identity.churches').onDelete('CASCADE');
      // Milliseconds, as the page cursor carries them (a finer time would repeat a row across pages).
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      // The staff's list: oldest first within a church.
      table.index(['church_id', 'created_at', 'user_id'], 'church_join_requests_queue');
    });
    await db.schema.withSchema('identity').createTable('church_join_links', (table) => {
      table.uuid('church_id').primary().references('id').inTable('identity.churches').onDelete('CASCADE');
      table.string('code', 32).notNullable().unique();
      table.uuid('created_by').references('id').inTable('identity.users').onDelete('SET NULL');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.withSchema('identity').alterTable('users', (table) => {
      table.string('status', 16).notNullable().defaultTo('active');
      // The church's people list, by name.
      table.index(['church_id', 'last_name', 'first_name', 'id'], 'users_church_people');
    });
  },
  async down(db) {
    await db.schema.withSchema('identity').alterTable('users', (table) => {
      table.dropIndex(['church_id', 'last_name', 'first_name', 'id'], 'users_church_people');
      table.dropColumn('status');
    });
    await db.schema.withSchema('identity').dropTable('church_join_links');
    await db.schema.withSchema('identity').dropTable('church_join_requests');
  },
};
