import type { z } from 'zod';
import { issueCodes, type ErrorIssue, type IssueCode } from '@koinonia/contracts';
import { HttpError } from './errors';

/** Where a request's input comes from: an issue without a field path is about the whole of it. */
export type InputSource = 'body' | 'query' | 'params';

/**
 * One field's problem (contracts' ErrorIssue): the path (dotted for nested fields, or "(body)", "(query)",
 * "(params)" for the input as a whole), the English message, the stable code a client translates, and the bound.
 */
export type ValidationIssue = ErrorIssue;

/** The issue of a key the schema does not know: named by its own path, so a client can point at it. */
export function unexpectedKeyIssue(source: InputSource, path: string): ValidationIssue {
  const message = `${source === 'query' ? 'Unexpected query parameter' : 'Unexpected field'}: ${path}`;
  return { path, message, code: 'unexpected_field' };
}

/** The 400 of every validation failure: the first issue's message when it is the only one. */
export function validationFailed(issues: ValidationIssue[]): HttpError {
  const first = issues[0];
  const message = issues.length === 1 && first ? first.message : 'Some fields are not valid';
  return new HttpError(400, message, { code: 'validation_failed', issues });
}

type ZodIssue = z.core.$ZodIssue;
type Bounds = Pick<ValidationIssue, 'code' | 'minimum' | 'maximum' | 'format'>;

const isIssueCode = (code: unknown): code is IssueCode => (issueCodes as readonly unknown[]).includes(code);
const numberOf = (bound: number | bigint) => Number(bound);

/** Strings count characters, lists and sets count items, the rest (numbers, dates) compare values. */
function sizeCode(origin: string, small: boolean): IssueCode {
  if (origin === 'string') return small ? 'too_short' : 'too_long';
  if (origin === 'array' || origin === 'set') return small ? 'too_few' : 'too_many';
  return small ? 'too_small' : 'too_big';
}

/**
 * The stable code (and bound) of a zod 4 issue. A refinement names its own rule with `params: { code }`
 * (contracts' issueCode()); a string that must have a character, or a value that is absent, is `required`.
 * parse() asks zod to report each issue's input, which tells absent from wrong.
 */
export function codeOf(issue: ZodIssue): Bounds {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { code: 'required' };
      return { code: issue.expected === 'int' ? 'not_integer' : 'invalid_type' };
    case 'too_small':
      if (issue.origin === 'string' && numberOf(issue.minimum) <= 1) return { code: 'required' };
      return { code: sizeCode(issue.origin, true), minimum: numberOf(issue.minimum) };
    case 'too_big':
      return { code: sizeCode(issue.origin, false), maximum: numberOf(issue.maximum) };
    case 'invalid_format':
      return { code: 'invalid_format', format: issue.format };
    case 'invalid_value':
      return { code: 'invalid_option' };
    case 'not_multiple_of':
      return { code: 'not_multiple_of' };
    case 'unrecognized_keys':
      return { code: 'unexpected_field' };
    case 'custom':
      return { code: isIssueCode(issue.params?.code) ? issue.params.code : 'invalid' };
    default:
      return { code: 'invalid' };
  }
}

/**
 * Parses input with a contract schema; a failure is a 400 that lists each field's problem with its code. A strict
 * schema's unknown keys are listed one by one, each under its own path (zod reports them together, on the object
 * that holds them).
 */
export function parse<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  source: InputSource = 'body',
): z.infer<Schema> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues.flatMap((issue): ValidationIssue[] => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => unexpectedKeyIssue(source, [...path, key].join('.')));
    return [{ path: path.join('.') || `(${source})`, message: issue.message, ...codeOf(issue) }];
  });
  throw validationFailed(issues);
}
