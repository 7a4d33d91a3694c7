import type { Migration } from '@koinonia/service-kit';

export const createEvents: Migration = {
  name: '001-events',
  async up(db) {
    await db.schema.withSchema('connect').createTable('events', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable();
      table.string('title', 160).notNullable();
      table.text('description').notNullable().defaultTo('');
      table.string('location', 200).notNullable().defaultTo('');
      table.timestamp('starts_at', { useTz: true }).notNullable();
      table.timestamp('ends_at', { useTz: true }).notNullable();
      table.uuid('created_by').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.check('?? >= ??', ['ends_at', 'starts_at'], 'events_end_after_start');
      // The events list reads a church's events in start order (keyset pagination on starts_at, id).
      table.index(['church_id', 'starts_at', 'id'], 'events_calendar_order');
    });
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('events');
  },
};
