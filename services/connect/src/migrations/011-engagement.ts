import type { Migration } from '@koinonia/service-kit';

/**
 * The Engagement Board (/leaderboard): each point earned, named by what earned it (so an event delivered twice, or a
 * day unmarked and marked again, counts once), and the members who hide from every board.
 */
export const createEngagement: Migration = {
  name: '011-engagement',
  async up(db) {
    await db.schema.withSchema('connect').createTable('engagement_points', (table) => {
      // What earned them: reading:<userId>:<planId>:<day>, journal:<entryId>, prayer:<prayerId>, prayed:<userId>:<prayerId> …
      table.text('source_key').primary();
      table.uuid('user_id').notNullable();
      // The member's church when they earned them: a church's board adds its own.
      table.uuid('church_id').notNullable();
      table.string('kind', 24).notNullable();
      table.integer('points').notNullable();
      table.timestamp('earned_at', { useTz: true, precision: 3 }).notNullable();
      table.index(['church_id', 'earned_at'], 'engagement_points_church_earned');
      table.index(['user_id', 'earned_at'], 'engagement_points_user_earned');
    });
    await db.raw('ALTER TABLE connect.engagement_points ADD CONSTRAINT engagement_points_positive CHECK (points > 0)');
    await db.schema.withSchema('connect').createTable('engagement_opt_outs', (table) => {
      table.uuid('user_id').primary();
      table.timestamp('opted_out_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('engagement_opt_outs');
    await db.schema.withSchema('connect').dropTable('engagement_points');
  },
};
