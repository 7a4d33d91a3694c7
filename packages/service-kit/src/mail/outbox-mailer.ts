import type { Database } from '../database';
import type { Logger } from '../logger';
import type { Mailer, MailMessage } from './mailer';

/**
 * The table the outbox mailer writes to, created by the service that owns it inside its own schema (each
 * service keeps its own mail, DESIGN "Services"). For a migration: createMailOutboxTable(db, 'marketing').
 */
export async function createMailOutboxTable(db: Database, schema: string): Promise<void> {
  await db.schema.withSchema(schema).createTable('mail_outbox', (table) => {
    table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    table.string('recipient', 254).notNullable();
    table.string('subject', 200).notNullable();
    table.text('text_body').notNullable();
    table.text('html_body').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.index(['recipient', 'created_at']);
  });
}

export interface OutboxMailerOptions {
  /** The schema-qualified outbox table, e.g. identity.mail_outbox. */
  outboxTable: string;
  production: boolean;
}

/**
 * The default mailer when no SMTP server is configured: each message is kept in the service's outbox table
 * and logged. A body may carry a sign-in capable link, so the log shows it only outside production, where a
 * developer reads it there instead of in a mailbox. A message with a token id keeps it (token_id), so that its
 * service can delete the message, and the link in it, when the token is used or expires.
 */
export function createOutboxMailer(db: Database, logger: Logger, options: OutboxMailerOptions): Mailer {
  return {
    async send(message: MailMessage) {
      const [row] = await db(options.outboxTable)
        .insert({
          recipient: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          ...(message.tokenId ? { token_id: message.tokenId } : {}),
        })
        .returning<Array<{ id: string }>>('id');
      const details = { outboxId: row?.id, to: message.to, subject: message.subject };
      logger.info(options.production ? details : { ...details, text: message.text }, 'mail kept in the outbox');
    },
  };
}
