import type { ContactKind } from '@koinonia/contracts';
import { directionOf, interpolate } from '@koinonia/i18n';
import type { FormsCopy } from '@koinonia/i18n/site';
import { escapeHtml, type MailMessage } from '@koinonia/service-kit';

export interface ConfirmedContact {
  kind: ContactKind;
  name: string;
  email: string;
  message: string;
  language: string;
}

/**
 * The email that tells a visitor their message arrived, in the copy of their language: the greeting with
 * their name, what happens next for their kind of form, and their message quoted back, so they keep a
 * copy and can tell if someone else used their address. Everything the visitor typed is escaped in the HTML.
 */
export function contactConfirmationEmail(contact: ConfirmedContact, copy: FormsCopy['email']): MailMessage {
  const greeting = interpolate(copy.greeting, { name: contact.name });
  const received = copy.received[contact.kind];
  const messageLines = contact.message.split('\n');
  const text = [greeting, '', received, '', copy.copyHeading, ...messageLines.map((line) => `> ${line}`), '', copy.ignore, '', copy.signature];
  const html = [
    `<div lang="${escapeHtml(contact.language)}" dir="${directionOf(contact.language)}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(received)}</p>`,
    `<p><strong>${escapeHtml(copy.copyHeading)}</strong></p>`,
    `<blockquote>${messageLines.map(escapeHtml).join('<br>\n')}</blockquote>`,
    `<p>${escapeHtml(copy.ignore)}</p>`,
    `<p>${escapeHtml(copy.signature)}</p>`,
    '</div>',
  ];
  return { to: contact.email, subject: copy.subject, text: text.join('\n'), html: html.join('\n') };
}
