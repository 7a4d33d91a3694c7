import type { Migration } from '@koinonia/service-kit';

export const createTeamsAndOpportunities: Migration = {
  name: '001-teams-and-opportunities',
  async up(db) {
    await db.schema.withSchema('serve').createTable('teams', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable().index('teams_church');
      table.string('name', 120).notNullable();
      table.text('description').notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.withSchema('serve').createTable('opportunities', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable();
      table.uuid('team_id').notNullable().references('id').inTable('serve.teams').onDelete('CASCADE');
      table.string('title', 160).notNullable();
      table.text('description').notNullable().defaultTo('');
      table.timestamp('starts_at', { useTz: true }).notNullable();
      table.integer('spots_total').notNullable();
      table.integer('spots_filled').notNullable().defaultTo(0);
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.check('?? >= 0 and ?? between 0 and ??', ['spots_total', 'spots_filled', 'spots_total'], 'opportunities_spots_in_range');
      // The opportunity board reads a church's slots in start order (keyset pagination on starts_at, id).
      table.index(['church_id', 'starts_at', 'id'], 'opportunities_board_order');
    });
  },
  async down(db) {
    await db.schema.withSchema('serve').dropTable('opportunities');
    await db.schema.withSchema('serve').dropTable('teams');
  },
};
