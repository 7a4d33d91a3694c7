import type { Migration } from '@koinonia/service-kit';

/**
 * Reading plans: the catalogue is generated in code and served from memory (it is the same for everyone); kept here
 * is what is each member's own — the plans they follow (the date they started and the date the schedule's day 1
 * falls on, which catching up moves), the days they read and the date of each, and the plans they made with the
 * custom generator (each day's passages as JSON).
 */
export const createReadingPlans: Migration = {
  name: '007-reading-plans',
  async up(db) {
    await db.raw(`
      CREATE TABLE worship.custom_reading_plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        topics jsonb NOT NULL DEFAULT '[]',
        -- [[{book, chapter, verse, endChapter, endVerse}, …], …]: day n is element n - 1.
        days jsonb NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.raw('CREATE INDEX custom_reading_plans_owner ON worship.custom_reading_plans (user_id, created_at DESC)');
    await db.raw(`
      CREATE TABLE worship.reading_plan_progress (
        user_id uuid NOT NULL,
        -- A catalogue plan's name or a custom plan's id.
        plan_id text NOT NULL,
        started_on date NOT NULL,
        schedule_starts_on date NOT NULL,
        last_activity_at timestamptz(3) NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, plan_id)
      )`);
    await db.raw(`
      CREATE TABLE worship.reading_plan_days_read (
        user_id uuid NOT NULL,
        plan_id text NOT NULL,
        day integer NOT NULL CHECK (day >= 1),
        read_on date NOT NULL,
        PRIMARY KEY (user_id, plan_id, day),
        FOREIGN KEY (user_id, plan_id) REFERENCES worship.reading_plan_progress (user_id, plan_id) ON DELETE CASCADE
      )`);
  },
  async down(db) {
    await db.schema.withSchema('worship').dropTable('reading_plan_days_read');
    await db.schema.withSchema('worship').dropTable('reading_plan_progress');
    await db.schema.withSchema('worship').dropTable('custom_reading_plans');
  },
};
