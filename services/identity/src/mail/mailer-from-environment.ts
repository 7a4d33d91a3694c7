import type { Database, Logger } from '@koinonia/service-kit';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createPickupDirectoryMailer } from './pickup-directory-mailer';
import { createSmtpMailer } from './smtp-mailer';

export const DEFAULT_MAIL_FROM = 'Koinonia <no-reply@koinonia.local>';
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/** The one place the mailer is chosen: SMTP_URL, else MAIL_PICKUP_DIR, else the outbox table. */
export function mailerFromEnvironment(db: Database, logger: Logger, environment: NodeJS.ProcessEnv = process.env): Mailer {
  const from = environment.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (environment.SMTP_URL) return createSmtpMailer({ url: environment.SMTP_URL, from });
  if (environment.MAIL_PICKUP_DIR) return createPickupDirectoryMailer({ directory: environment.MAIL_PICKUP_DIR, from });
  return createOutboxMailer(db, logger, { production: environment.NODE_ENV === 'production' });
}

/** Where links in emails point: PUBLIC_URL without a trailing slash. */
export function publicUrlFromEnvironment(environment: NodeJS.ProcessEnv = process.env): string {
  return (environment.PUBLIC_URL || DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
}
