/**
 * The rules of the contact, enterprise and support forms (SPEC §2). SPEC §5 says their bounds are not
 * shown, so the figures are ours. Zod-free on purpose: the public site imports this file to check a form
 * before sending it, and contact.ts builds the server's schema from the same constants, so the browser and
 * the service never disagree about what is valid.
 */

export const contactKinds = ['contact', 'enterprise', 'support'] as const;
export type ContactKind = (typeof contactKinds)[number];

/** SPEC §2: the support page offers these three, in this order. */
export const supportCategories = ['support', 'partnerships', 'general'] as const;
export type SupportCategory = (typeof supportCategories)[number];

export const congregationSizes = ['under100', 'from100to499', 'from500to1999', 'from2000'] as const;
export type CongregationSize = (typeof congregationSizes)[number];

/** Lengths in characters, counted after cleanContactLine / cleanContactMessage. */
export const contactBounds = {
  name: { min: 1, max: 100 },
  // The longest address SMTP can carry (RFC 5321 path limit); accounts use the same figure.
  email: { max: 254 },
  message: { min: 10, max: 5_000 },
  organization: { min: 1, max: 150 },
} as const;

/** Per client address, counting every accepted form and every honeypot hit; a sixth is refused until the window ends. */
export const contactRateLimit = { messages: 5, windowMinutes: 10 } as const;

/**
 * Confirmations one address receives in a day, whatever network the forms come from: the form quotes what
 * was typed back to the address typed, so without this cap it could be used to mail strangers. Messages past
 * the cap are still stored and answered; only their confirmation is not sent.
 */
export const contactConfirmationLimit = { perAddress: 3, windowHours: 24 } as const;

/** Stored messages are answered, then deleted this many months after they arrived (the privacy policy says so). */
export const CONTACT_MESSAGE_RETENTION_MONTHS = 24;

/**
 * A plain mailbox address: no display name, no spaces, commas or angle brackets (the address becomes an
 * email recipient, so anything that could name a second recipient is refused), a dotted domain ending in
 * letters. The same pattern zod's email check uses for accounts.
 */
export const CONTACT_EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

// Control characters have no place in a name or a message, and PostgreSQL text cannot hold NUL at all.
// Tabs and line breaks (0x09, 0x0a, 0x0d) are left for the message, and turned into spaces in a one-line field.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A one-line field as it is checked and stored: control characters dropped, line breaks made spaces, trimmed. */
export function cleanContactLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').replace(/\s*[\t\r\n]\s*/g, ' ').trim();
}

/** A message as it is checked and stored: control characters dropped, line endings made \n, trimmed. */
export function cleanContactMessage(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').replace(/\r\n?/g, '\n').trim();
}

/** What the visitor typed, as the form holds it (a choice not yet made is an empty string or absent). */
export interface ContactFormValues {
  kind: ContactKind;
  name: string;
  email: string;
  message: string;
  organization?: string;
  congregationSize?: string;
  category?: string;
}

export type ContactField = 'name' | 'email' | 'message' | 'organization' | 'congregationSize' | 'category';

/** The keys of the forms copy's `errors` group, where the browser finds each problem's words. */
export const contactIssueCodes = [
  'nameRequired',
  'nameTooLong',
  'emailRequired',
  'emailInvalid',
  'emailTooLong',
  'messageTooShort',
  'messageTooLong',
  'organizationRequired',
  'organizationTooLong',
  'sizeRequired',
  'categoryRequired',
] as const;
export type ContactIssueCode = (typeof contactIssueCodes)[number];

export type ContactFormIssues = Partial<Record<ContactField, ContactIssueCode>>;

const isOneOf = <Value extends string>(choices: readonly Value[], value: string | undefined): value is Value =>
  (choices as readonly string[]).includes(value ?? '');

/** The email rule alone, for a field checked as the visitor leaves it. */
export function contactEmailIssue(email: string): ContactIssueCode | undefined {
  const address = email.trim();
  if (!address) return 'emailRequired';
  if (address.length > contactBounds.email.max) return 'emailTooLong';
  if (!CONTACT_EMAIL_PATTERN.test(address)) return 'emailInvalid';
  return undefined;
}

/** Every problem of a filled-in form, at most one per field; an empty object means it may be sent. */
export function contactFormIssues(values: ContactFormValues): ContactFormIssues {
  const issues: ContactFormIssues = {};
  const name = cleanContactLine(values.name);
  if (name.length < contactBounds.name.min) issues.name = 'nameRequired';
  else if (name.length > contactBounds.name.max) issues.name = 'nameTooLong';

  const emailIssue = contactEmailIssue(values.email);
  if (emailIssue) issues.email = emailIssue;

  const message = cleanContactMessage(values.message);
  if (message.length < contactBounds.message.min) issues.message = 'messageTooShort';
  else if (message.length > contactBounds.message.max) issues.message = 'messageTooLong';

  if (values.kind === 'enterprise') {
    const organization = cleanContactLine(values.organization ?? '');
    if (organization.length < contactBounds.organization.min) issues.organization = 'organizationRequired';
    else if (organization.length > contactBounds.organization.max) issues.organization = 'organizationTooLong';
    if (!isOneOf(congregationSizes, values.congregationSize)) issues.congregationSize = 'sizeRequired';
  }
  if (values.kind === 'support' && !isOneOf(supportCategories, values.category)) issues.category = 'categoryRequired';
  return issues;
}
