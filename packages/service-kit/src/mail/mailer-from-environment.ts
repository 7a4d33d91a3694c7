import type { Database } from '../database';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createPickupDirectoryMailer } from './pickup-directory-mailer';
import { createSmtpMailer } from './smtp-mailer';

export const DEFAULT_MAIL_FROM = 'Koinonia <no-reply@koinonia.local>';

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

/**
 * Where links in emails point: PUBLIC_URL, the address people reach the app at, without a trailing slash.
 * A service cannot know it (it sits behind the gateway, a load balancer, a domain name), and a guess mails
 * links that lead nowhere, so it must be set: a service run alone (distributed mode) refuses to start
 * without it. Only the embedded launcher, which knows its gateway's address, passes that as the
 * `embeddedGatewayUrl` fallback, and even then not in production, where the public address is never the
 * process's own.
 */
export function publicUrlFromEnvironment(environment: NodeJS.ProcessEnv = process.env, embeddedGatewayUrl?: string): string {
  const configured = environment.PUBLIC_URL?.trim();
  const value = configured || (environment.NODE_ENV === 'production' ? undefined : embeddedGatewayUrl);
  if (!value) {
    throw new Error(
      'PUBLIC_URL must be set to the address people reach Koinonia at (for example https://app.example.org): ' +
        'the links in password reset, email verification and sign-in emails point there.',
    );
  }
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`PUBLIC_URL must be an http:// or https:// address, not "${value}"`);
  }
  return value.replace(/\/+$/, '');
}
