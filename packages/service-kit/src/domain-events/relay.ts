import type { Database } from '../database';
import type { Logger } from '../logger';
import { outboxTable, type DomainEvent } from './event';
import type { EventTransport } from './transport';
import { startBackgroundLoop, type BackgroundLoop } from '../background-loop';

/** How long a relay may take to send what it claimed before another may claim it again. */
const CLAIM_SECONDS = 30;
const BATCH = 100;
/** A safety net: a relay also looks for events every few seconds, whoever wrote them. */
const POLL_MS = 2_000;
/** Sent events are kept this long (to read in an incident), then deleted. */
const KEEP_SENT_DAYS = 7;

interface OutboxRow {
  id: string;
  type: string;
  payload: Record<string, unknown> | string;
  occurred_at: Date;
}

/** nudge: a change just wrote an event; flush: sends everything waiting, then answers. */
export type OutboxRelay = BackgroundLoop;

/**
 * Moves a service's outbox to its stream: claims a batch in one statement (replicas never take the same
 * rows: FOR UPDATE SKIP LOCKED), appends each, then marks them sent. No transaction is held while sending,
 * so a consumer in the same process (embedded mode, one database connection) can do its own work. A relay
 * that dies mid-batch leaves its claim to expire, and the batch is sent again: consumers are idempotent.
 */
export function startOutboxRelay(options: {
  db: Database;
  schema: string;
  transport: EventTransport;
  logger: Logger;
  pollMs?: number;
  claimSeconds?: number;
}): OutboxRelay {
  const { db, schema, transport, logger } = options;
  const table = outboxTable(schema);
  async function claim(): Promise<OutboxRow[]> {
    const { rows } = (await db.raw(
      `UPDATE ?? SET claimed_until = now() + make_interval(secs => ?)
        WHERE id IN (SELECT id FROM ??
                      WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
                      ORDER BY seq LIMIT ? FOR UPDATE SKIP LOCKED)
        RETURNING id, type, payload, occurred_at, seq`,
      [table, options.claimSeconds ?? CLAIM_SECONDS, table, BATCH],
    )) as { rows: Array<OutboxRow & { seq: string }> };
    return rows.sort((a, b) => Number(a.seq) - Number(b.seq));
  }

  async function sendWaiting(): Promise<void> {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      const sent: string[] = [];
      try {
        for (const row of rows) {
          const event: DomainEvent = {
            id: row.id,
            type: row.type,
            occurredAt: new Date(row.occurred_at).toISOString(),
            payload:
              typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
          };
          await transport.append(schema, event);
          sent.push(row.id);
        }
      } finally {
        if (sent.length) await db(table).whereIn('id', sent).update({ sent_at: db.fn.now(), claimed_until: null });
      }
    }
  }

  return startBackgroundLoop({
    work: sendWaiting,
    onError: (error) => logger.warn({ err: error, schema }, 'could not relay events: they wait for the next try'),
    pollMs: options.pollMs ?? POLL_MS,
    tidy: () => db(table).where('sent_at', '<', db.raw('now() - make_interval(days => ?)', [KEEP_SENT_DAYS])).delete(),
  });
}
