import type { Migration } from '@koinonia/service-kit';

/**
 * The church directory (/churches) and claiming a church (/church-claiming): where each church is and its
 * website (whose domain a claim by email must be at), whether the directory lists it, and the claims people
 * make to run a church — by a mailed code (only its SHA-256 is kept) or by platform support's review.
 */
export const createChurchDirectory: Migration = {
  name: '008-church-directory',
  async up(db) {
    await db.schema.withSchema('identity').alterTable('churches', (table) => {
      table.string('city', 100);
      table.string('region', 100);
      table.string('country_code', 2);
      table.string('website', 300);
      table.text('description');
      table.boolean('listed').notNullable().defaultTo(true);
    });
    // The directory pages by name whatever its case; the generated key is what the page cursor carries.
    await db.raw('ALTER TABLE identity.churches ADD COLUMN sort_name text GENERATED ALWAYS AS (lower(name)) STORED');
    await db.raw('CREATE INDEX churches_directory ON identity.churches (sort_name, id) WHERE listed');
    // Whether a church has staff (it is claimed) and how many people it has are asked per church.
    await db.raw('CREATE INDEX users_church_role ON identity.users (church_id, role)');

    await db.schema.withSchema('identity').createTable('church_claims', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable().references('id').inTable('identity.churches').onDelete('CASCADE');
      table.uuid('claimant_id').notNullable().references('id').inTable('identity.users').onDelete('CASCADE');
      table.string('method', 16).notNullable();
      table.string('status', 16).notNullable().defaultTo('pending');
      table.string('email', 254);
      table.string('code_hash', 64);
      table.integer('attempts').notNullable().defaultTo(0);
      table.timestamp('expires_at', { useTz: true });
      table.text('message');
      table.uuid('reviewer_id').references('id').inTable('identity.users').onDelete('SET NULL');
      table.text('reason');
      // Milliseconds, as the page cursor carries them.
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.timestamp('decided_at', { useTz: true });
      table.index(['claimant_id', 'created_at'], 'church_claims_mine');
      // Support's queue: review claims by status, oldest first.
      table.index(['method', 'status', 'created_at', 'id'], 'church_claims_queue');
    });
    await db.raw(
      "ALTER TABLE identity.church_claims ADD CONSTRAINT church_claims_method CHECK (method IN ('email', 'review'))",
    );
    await db.raw(
      "ALTER TABLE identity.church_claims ADD CONSTRAINT church_claims_status CHECK (status IN ('pending', 'verified', 'approved', 'rejected', 'expired', 'withdrawn'))",
    );
    // One open claim per person per church, however many requests arrive at once.
    await db.raw(
      "CREATE UNIQUE INDEX church_claims_one_open ON identity.church_claims (church_id, claimant_id) WHERE status = 'pending'",
    );
  },
  async down(db) {
    await db.schema.withSchema('identity').dropTable('church_claims');
    await db.raw('DROP INDEX identity.users_church_role');
    await db.schema.withSchema('identity').alterTable('churches', (table) => {
      table.dropColumns('city', 'region', 'country_code', 'website', 'description', 'listed', 'sort_name');
    });
  },
};
