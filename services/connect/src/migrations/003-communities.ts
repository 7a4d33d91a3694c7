import type { Migration } from '@koinonia/service-kit';

export const createCommunities: Migration = {
  name: '003-communities',
  async up(db) {
    await db.schema.withSchema('connect').createTable('communities', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable().index();
      table.string('name', 120).notNullable();
      table.string('type', 12).notNullable();
      table.text('description').notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(`ALTER TABLE connect.communities ADD CONSTRAINT communities_type CHECK (type IN ('group', 'ministry', 'other'))`);
    await db.schema.withSchema('connect').createTable('community_members', (table) => {
      table.uuid('community_id').notNullable().references('id').inTable('connect.communities').onDelete('CASCADE');
      table.uuid('user_id').notNullable().index();
      table.string('role', 12).notNullable().defaultTo('member');
      table.timestamp('joined_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.primary(['community_id', 'user_id']);
    });
    await db.raw(`ALTER TABLE connect.community_members ADD CONSTRAINT community_members_role CHECK (role IN ('member', 'leader', 'admin'))`);
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('community_members');
    await db.schema.withSchema('connect').dropTable('communities');
  },
};
