import type { Migration } from '@koinonia/service-kit';

/**
 * Each person's individual plan (SPEC §6 plan tiers, §9 Plans): Disciple (free) for everyone until they choose
 * another. The gateway carries it in the session and asserts it to the services, which gate features by it (the
 * custom reading plan generator is Torchbearer's, intermediate reading plans Servant's).
 */
export const addPlanTier: Migration = {
  name: '007-plan-tier',
  async up(db) {
    await db.raw(`
      ALTER TABLE identity.users
        ADD COLUMN plan_tier text NOT NULL DEFAULT 'disciple'
        CONSTRAINT users_plan_tier CHECK (plan_tier IN ('disciple', 'servant', 'torchbearer'))`);
  },
  async down(db) {
    await db.schema.withSchema('identity').alterTable('users', (table) => {
      table.dropColumn('plan_tier');
    });
  },
};
