import { outboxMigration, type Migration } from '@koinonia/service-kit';

/**
 * The prayer wall grows (categories, edits, answered testimonies, comments, reports, names of who prayed)
 * and prayer circles arrive: a few members of one church who share private requests.
 */
export const createPrayerCircles: Migration = {
  name: '006-prayer-circles',
  async up(db) {
    await db.schema.withSchema('worship').alterTable('prayers', (table) => {
      table.string('category', 24).notNullable().defaultTo('other');
      table.text('testimony');
      table.integer('comment_count').notNullable().defaultTo(0);
      table.timestamp('edited_at', { useTz: true });
    });
    await db.schema.withSchema('worship').alterTable('prayer_intercessions', (table) => {
      // Who prayed is shown by name; the name is asserted by the gateway when they pray.
      table.string('user_name', 160).notNullable().defaultTo('');
      table.index(['prayer_id', 'prayed_at'], 'prayer_intercessions_newest');
    });
    await db.schema.withSchema('worship').createTable('prayer_comments', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('prayer_id').notNullable().references('id').inTable('worship.prayers').onDelete('CASCADE');
      table.uuid('author_id').notNullable();
      table.string('author_name', 160).notNullable();
      table.text('body').notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.index(['prayer_id', 'created_at', 'id'], 'prayer_comments_order');
    });
    await db.schema.withSchema('worship').createTable('prayer_reports', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('prayer_id').notNullable().references('id').inTable('worship.prayers').onDelete('CASCADE');
      table.uuid('church_id').notNullable();
      table.uuid('reporter_id').notNullable();
      table.string('reason', 32).notNullable();
      table.text('details').notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.unique(['prayer_id', 'reporter_id']);
      // The moderators' queue reads a church's newest reports.
      table.index(['church_id', 'created_at'], 'prayer_reports_queue');
    });
    await db.schema.withSchema('worship').createTable('prayer_circles', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable();
      table.uuid('owner_id').notNullable();
      table.string('name', 80).notNullable();
      table.text('description').notNullable().defaultTo('');
      table.string('invitation_code', 22).unique();
      table.timestamp('invitation_created_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.withSchema('worship').createTable('prayer_circle_members', (table) => {
      table.uuid('circle_id').notNullable().references('id').inTable('worship.prayer_circles').onDelete('CASCADE');
      table.uuid('user_id').notNullable();
      table.string('user_name', 160).notNullable();
      table.timestamp('joined_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.primary(['circle_id', 'user_id']);
      // "My circles", and the audience check of a private request, start from the member.
      table.index(['user_id', 'circle_id'], 'prayer_circle_members_by_user');
    });
    await db.schema.withSchema('worship').createTable('prayer_circle_shares', (table) => {
      table.uuid('prayer_id').notNullable().references('id').inTable('worship.prayers').onDelete('CASCADE');
      table.uuid('circle_id').notNullable().references('id').inTable('worship.prayer_circles').onDelete('CASCADE');
      table.timestamp('shared_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.primary(['prayer_id', 'circle_id']);
      // A circle's feed, newest first.
      table.index(['circle_id', 'shared_at'], 'prayer_circle_shares_feed');
    });
    await outboxMigration('006-outbox', 'worship').up(db);
  },
  async down(db) {
    await outboxMigration('006-outbox', 'worship').down(db);
    for (const table of [
      'prayer_circle_shares',
      'prayer_circle_members',
      'prayer_circles',
      'prayer_reports',
      'prayer_comments',
    ]) {
      await db.schema.withSchema('worship').dropTable(table);
    }
    await db.schema.withSchema('worship').alterTable('prayer_intercessions', (table) => {
      table.dropIndex(['prayer_id', 'prayed_at'], 'prayer_intercessions_newest');
      table.dropColumn('user_name');
    });
    await db.schema.withSchema('worship').alterTable('prayers', (table) => {
      table.dropColumns('category', 'testimony', 'comment_count', 'edited_at');
    });
  },
};
