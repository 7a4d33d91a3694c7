import { escapeHtml, type MailMessage } from '@koinonia/service-kit';

const IGNORE_IF_NOT_ASKED = 'If you did not ask for this, you can ignore this email.';

/** A message with one call to action: the same words in the text and the HTML body. */
function linkEmail(
  to: string,
  subject: string,
  greetingName: string,
  lines: string[],
  action: string,
  link: string,
  closing = IGNORE_IF_NOT_ASKED,
): MailMessage {
  const greeting = `Hello ${greetingName},`;
  return {
    to,
    subject,
    text: [greeting, '', ...lines, '', `${action}: ${link}`, '', closing, '', 'Koinonia'].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(closing)}</p>`,
      '<p>Koinonia</p>',
    ].join('\n'),
  };
}

export interface Recipient {
  email: string;
  firstName: string;
}

export function passwordResetEmail(recipient: Recipient, link: string): MailMessage {
  return linkEmail(
    recipient.email,
    'Reset your Koinonia password',
    recipient.firstName,
    ['Someone asked to reset the password of your Koinonia account.', 'The link works once and for one hour.'],
    'Choose a new password',
    link,
  );
}

export function emailVerificationEmail(recipient: Recipient, link: string): MailMessage {
  return linkEmail(
    recipient.email,
    'Verify your email for Koinonia',
    recipient.firstName,
    ['Please confirm that this is your email address.', 'The link works once and for 24 hours.'],
    'Verify my email',
    link,
  );
}

export function magicLinkEmail(recipient: Recipient, link: string): MailMessage {
  return linkEmail(
    recipient.email,
    'Your Koinonia sign-in link',
    recipient.firstName,
    ['Use this link to sign in to Koinonia without your password.', 'The link works once and for 15 minutes.'],
    'Sign in to Koinonia',
    link,
  );
}

/**
 * A notification the member chose to get by email (SPEC §2 /notification-settings), with its link into the app and
 * where to change that choice. English, as the notification itself is (connect stores its text, not a message key).
 */
export function notificationEmail(recipient: Recipient, notice: { title: string; message: string; link: string; settingsLink: string }): MailMessage {
  const closing = `You get this email because of your notification settings: ${notice.settingsLink}`;
  return linkEmail(recipient.email, notice.title, recipient.firstName, [notice.message], 'Open Koinonia', notice.link, closing);
}

/** The links of each email, on the public address of the app. */
export const emailLinks = {
  passwordReset: (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
  emailVerification: (publicUrl: string, token: string) => `${publicUrl}/email-verification?token=${encodeURIComponent(token)}`,
  magicLink: (publicUrl: string, token: string) => `${publicUrl}/auto-login?token=${encodeURIComponent(token)}`,
  /** A notification's own path of the app (it starts with /), on the public address. */
  inApp: (publicUrl: string, path: string) => `${publicUrl}${path}`,
};
