import type { Database, Logger } from '@koinonia/service-kit';
import type { Mailer, MailMessage } from './mailer';

const OUTBOX = 'identity.mail_outbox';

/**
 * The default mailer when no SMTP server is configured: each message is kept in identity.mail_outbox and
 * logged. The body carries a sign-in capable link, so the log shows it only outside production, where a
 * developer reads it there instead of in a mailbox.
 */
export function createOutboxMailer(db: Database, logger: Logger, options: { production: boolean }): Mailer {
  return {
    async send(message: MailMessage) {
      const [row] = await db(OUTBOX)
        .insert({ recipient: message.to, subject: message.subject, text_body: message.text, html_body: message.html })
        .returning<Array<{ id: string }>>('id');
      const details = { outboxId: row?.id, to: message.to, subject: message.subject };
      logger.info(options.production ? details : { ...details, text: message.text }, 'mail kept in the outbox');
    },
  };
}
