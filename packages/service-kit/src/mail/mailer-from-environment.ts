import type { Database } from '../database';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createPickupDirectoryMailer } from './pickup-directory-mailer';
import { createSmtpMailer } from './smtp-mailer';

export const DEFAULT_MAIL_FROM = 'Koinonia <no-reply@koinonia.local>';
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

export interface MailerChoice {
  /** The calling service's own outbox table (schema-qualified), used when neither SMTP nor a directory is set. */
  outboxTable: string;
  /** Read instead of process.env (tests). */
  environment?: NodeJS.ProcessEnv;
}

/** The one place the mailer is chosen: SMTP_URL, else MAIL_PICKUP_DIR, else the service's outbox table. */
export function mailerFromEnvironment(db: Database, logger: Logger, choice: MailerChoice): Mailer {
  const environment = choice.environment ?? process.env;
  const from = environment.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (environment.SMTP_URL) return createSmtpMailer({ url: environment.SMTP_URL, from });
  if (environment.MAIL_PICKUP_DIR) return createPickupDirectoryMailer({ directory: environment.MAIL_PICKUP_DIR, from });
  return createOutboxMailer(db, logger, { outboxTable: choice.outboxTable, production: environment.NODE_ENV === 'production' });
}

/** Where links in emails point: PUBLIC_URL without a trailing slash. */
export function publicUrlFromEnvironment(environment: NodeJS.ProcessEnv = process.env): string {
  return (environment.PUBLIC_URL || DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
}
