import { HttpError } from '@koinonia/service-kit';

/**
 * Who is choosing the password: a password built from their own email or name is the first thing an
 * attacker who knows them tries.
 */
export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/** Stable codes of the refusals (the issue's `code`); a client may pick its own words by them. */
export type PasswordPolicyCode = 'password_common' | 'password_contains_personal_info' | 'password_repetitive';

export interface PasswordPolicyIssue {
  code: PasswordPolicyCode;
  message: string;
}

export const passwordPolicyMessages: Record<PasswordPolicyCode, string> = {
  password_repetitive: 'This password is one character repeated, or only spaces. Choose one that is harder to guess.',
  password_contains_personal_info: 'This password contains your name or email. Choose one that does not.',
  password_common: 'This password is too common. Choose one that is harder to guess.',
};

/** Parts of a name or email shorter than this are too common inside other words to refuse on. */
const PERSONAL_PART_MIN_LENGTH = 3;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The zxcvbn-ts list of common passwords (about 49,000, from leaked password sets), lower case. Read on
 * first use and kept for the life of the process: loading it costs about 150 ms and 10 MB, and the
 * service may never be asked to judge a password.
 */
function commonPasswordList(): ReadonlySet<string> {
  if (!commonPasswords) {
    // Required here rather than imported at the top, so that the dictionary loads only when first needed.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    commonPasswords = new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  }
  return commonPasswords;
}

/** Loads the common-password list now (e.g. to keep its cost out of a measurement); later calls do nothing. */
export function loadCommonPasswords(): void {
  commonPasswordList();
}

const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * The forms of a password looked up in the list: itself, and without the digits and symbols people add
 * at its end (password123, letmein!) or around it (1password1) to pass composition rules.
 */
function listForms(password: string): string[] {
  const withoutTrailing = password.replace(/[\p{N}\p{P}\p{S}\s]+$/u, '');
  const withoutEither = withoutTrailing.replace(/^[\p{N}\p{P}\p{S}\s]+/u, '');
  return [password, withoutTrailing, withoutEither].filter((form) => form.length > 0);
}

/** The email, its local part and the names, whole and word by word, each at least 3 characters. */
function personalParts({ email, firstName, lastName }: PasswordOwner): string[] {
  const address = normalise(email);
  const names = [normalise(firstName).trim(), normalise(lastName).trim()];
  // Each word of a name of several ("Mary Ann", "de la Cruz"). An address is taken whole: its words
  // ("info", "mail", "church") are too often everyday words.
  const words = names.flatMap((name) => name.split(/[^\p{L}\p{N}]+/u));
  const parts = [address, address.split('@')[0] ?? '', ...names, ...words];
  return [...new Set(parts)].filter((part) => [...part].length >= PERSONAL_PART_MIN_LENGTH);
}

/**
 * The NIST SP 800-63B check of a new password, beyond its length (which the shared contract checks):
 * refused when it is only one character repeated (or only spaces), when it contains the owner's email
 * local part or name, or when it is on the list of common passwords, also once the digits and symbols
 * at its ends are stripped. Case is ignored throughout. Answers the first rule it breaks, or null.
 */
export function passwordPolicyIssue(password: string, owner: PasswordOwner): PasswordPolicyIssue | null {
  const issue = (code: PasswordPolicyCode): PasswordPolicyIssue => ({ code, message: passwordPolicyMessages[code] });
  const characters = [...password];
  if (password.trim() === '' || characters.every((character) => character === characters[0])) return issue('password_repetitive');
  const normalised = normalise(password);
  if (personalParts(owner).some((part) => normalised.includes(part))) return issue('password_contains_personal_info');
  const list = commonPasswordList();
  if (listForms(normalised).some((form) => list.has(form))) return issue('password_common');
  return null;
}

/**
 * Refuses a new password the policy does not accept with the 400 of every validation failure, its issue
 * on the password field carrying the rule's code. Used wherever a password is set: sign-up and reset.
 */
export function assertAcceptablePassword(password: string, owner: PasswordOwner): void {
  const problem = passwordPolicyIssue(password, owner);
  if (!problem) return;
  throw new HttpError(400, problem.message, {
    code: 'validation_failed',
    issues: [{ path: 'password', message: problem.message, code: problem.code }],
  });
}
