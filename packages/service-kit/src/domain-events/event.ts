import { randomUUID } from 'node:crypto';
import type { Database, Migration } from '../database';

/**
 * DESIGN "Services": what one service tells the others happened (a member prayed, a comment was left). Each
 * event has an id, so a consumer that sees it twice (delivery is at least once) can tell.
 */
export interface DomainEvent {
  id: string;
  /** What happened, "<thing>.<past tense>": prayer.prayed, prayer.commented … */
  type: string;
  occurredAt: string;
  payload: Record<string, unknown>;
}

/** The outbox of a service's schema: events written with the change they describe, relayed afterwards. */
export const outboxTable = (schema: string) => `${schema}.outbox_events`;

/** The migration that creates a service's outbox (listed with the service's own migrations). */
export function outboxMigration(name: string, schema: string): Migration {
  return {
    name,
    async up(db) {
      await db.schema.withSchema(schema).createTable('outbox_events', (table) => {
        table.uuid('id').primary();
        // The relay sends in the order events were written.
        table.bigIncrements('seq', { primaryKey: false });
        table.string('type', 80).notNullable();
        table.jsonb('payload').notNullable();
        table.timestamp('occurred_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        /** A relay took it until then; another may take it once that has passed (the first one died). */
        table.timestamp('claimed_until', { useTz: true });
        table.timestamp('sent_at', { useTz: true });
        table.index(['sent_at', 'seq'], 'outbox_events_unsent');
      });
    },
    async down(db) {
      await db.schema.withSchema(schema).dropTable('outbox_events');
    },
  };
}

/** What a service tells the others: a type and its payload (DESIGN "Services": durable domain events). */
export interface OutboxEvent {
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Writes an event (or several, in one statement) to the service's outbox. Pass the transaction that makes the change, so the event exists
 * exactly when the change does: never one without the other, whatever fails in between.
 */
export async function recordEvent(db: Database, schema: string, events: OutboxEvent | readonly OutboxEvent[]): Promise<void> {
  const rows = (Array.isArray(events) ? events : [events]) as readonly OutboxEvent[];
  if (rows.length === 0) return;
  await db(outboxTable(schema)).insert(rows.map((event) => ({ id: randomUUID(), type: event.type, payload: JSON.stringify(event.payload) })));
}
