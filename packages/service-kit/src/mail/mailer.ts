/** One email: a plain-text body for every client and an HTML body for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * DESIGN "Auth contract": the mail adapter, shared by every service that sends mail. Routes depend on this
 * interface only; which implementation runs is decided once, from the environment (see
 * mailer-from-environment.ts).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
