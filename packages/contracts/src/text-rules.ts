import { issueCode } from './errors';

// PostgreSQL text cannot hold NUL, and no other control character belongs in a name or a note either.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAKS = /[\n\r\t]/;

/**
 * A zod refinement refusing control characters (line breaks too unless allowed), with a clear message:
 * `.refine(rule.check, rule.options)` raises an issue coded control_characters.
 */
export const noControlCharacters = (label: string, allowLineBreaks: boolean) => {
  const message = `${label} must not contain control characters`;
  return {
    check: (text: string) => !CONTROL_CHARACTERS.test(text) && (allowLineBreaks || !LINE_BREAKS.test(text)),
    message,
    options: issueCode('control_characters', message),
  };
};
