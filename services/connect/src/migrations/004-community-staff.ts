import type { Migration } from '@koinonia/service-kit';

/** SPEC §3 "Staff invitation" and "Admin notification": a community's staff, invited and announced. */
export const createCommunityStaff: Migration = {
  name: '004-community-staff',
  async up(db) {
    await db.schema.withSchema('connect').createTable('staff_invitations', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('community_id').notNullable().references('id').inTable('connect.communities').onDelete('CASCADE');
      table.uuid('invited_user_id');
      table.string('invited_email', 320).notNullable();
      table.string('role', 12).notNullable();
      table.uuid('invited_by').notNullable();
      table.boolean('is_read').notNullable().defaultTo(false);
      table.timestamp('accepted_at', { useTz: true, precision: 3 });
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      // The bell reads one person's pending invitations.
      table.index(['invited_user_id', 'created_at'], 'staff_invitations_inbox_order');
    });
    await db.raw(`ALTER TABLE connect.staff_invitations ADD CONSTRAINT staff_invitations_role CHECK (role IN ('admin', 'leader', 'moderator'))`);
    await db.schema.withSchema('connect').createTable('admin_notifications', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('community_id').notNullable().references('id').inTable('connect.communities').onDelete('CASCADE');
      table.string('type', 40).notNullable();
      table.string('title', 160).notNullable();
      table.text('message').notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.index(['community_id', 'created_at'], 'admin_notifications_community_order');
    });
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('admin_notifications');
    await db.schema.withSchema('connect').dropTable('staff_invitations');
  },
};
