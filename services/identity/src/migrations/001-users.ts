import type { Migration } from '@koinonia/service-kit';

export const createUsers: Migration = {
  name: '001-users',
  async up(db) {
    await db.schema.withSchema('identity').createTable('churches', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.string('name', 160).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.withSchema('identity').createTable('users', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.string('email', 254).notNullable().unique();
      table.string('first_name', 80).notNullable();
      table.string('last_name', 80).notNullable();
      table.string('username', 40).unique();
      table.text('password_hash').notNullable();
      table.string('role', 40).notNullable().defaultTo('member');
      table.uuid('church_id').references('id').inTable('identity.churches').onDelete('SET NULL');
      table.string('preferred_language', 8);
      table.string('country', 2);
      table.text('profile_image_url');
      table.timestamp('email_verified_at', { useTz: true });
      table.timestamp('phone_verified_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.withSchema('identity').dropTable('users');
    await db.schema.withSchema('identity').dropTable('churches');
  },
};
