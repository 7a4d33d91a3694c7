/** One email: a plain-text body for every client and an HTML body for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The single-use token whose link the message carries, if any. The outbox mailer keeps its id in the
   * outbox's token_id column (which a service sending such links adds to its table), so that the service
   * can delete the message once the token is used or expires; the other mailers ignore it.
   */
  tokenId?: string;
}

/**
 * DESIGN "Auth contract": the mail adapter, shared by every service that sends mail. Routes depend on this
 * interface only; which implementation runs is decided once, from the environment (see
 * mailer-from-environment.ts).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
