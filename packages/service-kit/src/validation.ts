import type { z } from 'zod';
import { HttpError } from './errors';

/** Parses input with a contract schema; a failure is a 400 that lists each field's problem. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
  const first = issues[0];
  const message = issues.length === 1 && first ? first.message : 'Some fields are not valid';
  throw new HttpError(400, message, { code: 'validation_failed', issues });
}
