import { jobsMigration, type Migration } from '@koinonia/service-kit';

/**
 * Events of issue 15: a community, a time zone, places, an online link, capacity, registration questions, a
 * repeat rule and cancellation on the event; RSVPs per occurrence with answers, reminders and a check-in code.
 * A place's campus (communities' connect.campuses) is referenced by id without a foreign key: the campus list
 * may be changed by its own slice, and a place keeps its name and address when a campus goes.
 */
export const createEventDetails: Migration = {
  name: '009-event-details',
  async up(db) {
    await db.schema.withSchema('connect').alterTable('events', (table) => {
      table.uuid('community_id');
      table.string('time_zone', 64).notNullable().defaultTo('UTC');
      table.string('online_url', 500);
      table.integer('capacity');
      table.string('recurrence', 300);
      table.jsonb('questions').notNullable().defaultTo('[]');
      table.timestamp('cancelled_at', { useTz: true });
      table.timestamp('updated_at', { useTz: true });
      table.index(['church_id', 'recurrence'], 'events_recurring');
    });
    await db.schema.withSchema('connect').createTable('event_locations', (table) => {
      table.uuid('event_id').notNullable().references('id').inTable('connect.events').onDelete('CASCADE');
      table.integer('position').notNullable();
      table.string('name', 120).notNullable();
      table.string('address', 300).notNullable().defaultTo('');
      table.uuid('campus_id');
      table.primary(['event_id', 'position']);
    });
    await db.schema.withSchema('connect').createTable('event_rsvps', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('event_id').notNullable().references('id').inTable('connect.events').onDelete('CASCADE');
      /** The occurrence's start as scheduled (moves with the event when its time is edited). */
      table.timestamp('occurrence', { useTz: true }).notNullable();
      table.uuid('user_id').notNullable().index();
      table.string('status', 12).notNullable();
      table.jsonb('answers').notNullable().defaultTo('{}');
      table.jsonb('reminder_offsets').notNullable().defaultTo('[]');
      /** Order of the waitlist: when the member asked for a seat. */
      table.timestamp('waitlisted_at', { useTz: true, precision: 6 });
      table.string('check_in_code', 32).notNullable().unique();
      table.timestamp('checked_in_at', { useTz: true });
      table.timestamp('updated_at', { useTz: true, precision: 6 }).notNullable().defaultTo(db.fn.now());
      table.unique(['event_id', 'occurrence', 'user_id']);
      table.index(['event_id', 'occurrence', 'status'], 'event_rsvps_counts');
    });
    /** Subscribable iCal addresses: per member (their events) or per member and community; the secret is hashed. */
    await db.schema.withSchema('connect').createTable('event_calendar_feeds', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('user_id').notNullable();
      table.uuid('church_id').notNullable();
      table.uuid('community_id');
      table.string('token_hash', 64).notNullable().unique();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `CREATE UNIQUE INDEX event_calendar_feeds_scope ON connect.event_calendar_feeds
         (user_id, coalesce(community_id, '00000000-0000-0000-0000-000000000000'::uuid))`,
    );
    await db.raw(
      `ALTER TABLE connect.event_rsvps ADD CONSTRAINT event_rsvps_status CHECK (status IN ('going', 'maybe', 'not_going', 'waitlisted'))`,
    );
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('event_calendar_feeds');
    await db.schema.withSchema('connect').dropTable('event_rsvps');
    await db.schema.withSchema('connect').dropTable('event_locations');
    await db.schema.withSchema('connect').alterTable('events', (table) => {
      table.dropIndex([], 'events_recurring');
      for (const column of [
        'community_id',
        'time_zone',
        'online_url',
        'capacity',
        'recurrence',
        'questions',
        'cancelled_at',
        'updated_at',
      ])
        table.dropColumn(column);
    });
  },
};

/** The connect service's durable jobs (event reminders): service-kit's job queue. */
export const createJobs = jobsMigration('009-jobs', 'connect');
