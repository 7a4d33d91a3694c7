import type { z } from 'zod';
import { HttpError } from './errors';

/** Where a request's input comes from: an issue without a field path is about the whole of it. */
export type InputSource = 'body' | 'query' | 'params';

export interface ValidationIssue {
  /** The field (dotted for nested ones), or "(body)", "(query)", "(params)" for the input as a whole. */
  path: string;
  message: string;
}

/** The issue of a key the schema does not know: named by its own path, so a client can point at it. */
export function unexpectedKeyIssue(source: InputSource, path: string): ValidationIssue {
  return { path, message: `${source === 'query' ? 'Unexpected query parameter' : 'Unexpected field'}: ${path}` };
}

/** The 400 of every validation failure: the first issue's message when it is the only one. */
export function validationFailed(issues: ValidationIssue[]): HttpError {
  const first = issues[0];
  const message = issues.length === 1 && first ? first.message : 'Some fields are not valid';
  return new HttpError(400, message, { code: 'validation_failed', issues });
}

/**
 * Parses input with a contract schema; a failure is a 400 that lists each field's problem. A strict
 * schema's unknown keys are listed one by one, each under its own path (zod reports them together, on
 * the object that holds them).
 */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown, source: InputSource = 'body'): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.flatMap((issue): ValidationIssue[] => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => unexpectedKeyIssue(source, [...path, key].join('.')));
    return [{ path: path.join('.') || `(${source})`, message: issue.message }];
  });
  throw validationFailed(issues);
}
