import { NETWORK_FAILURE_STATUS, statusFailureMessage } from '@koinonia/api-client';
import type { InterpolationValues } from '@koinonia/i18n';
import { failureOf, type Failure, type FailureIssue } from './failure-of';

export type Translate = (key: string, fallback?: string, values?: InterpolationValues) => string;

/** Formats with a sentence of their own (`error.field.invalid_format.<format>`); any other has the general one. */
const formatsWithText = ['email', 'url', 'uuid'];

/** The SPEC §8 texts api-client writes when a failure has no JSON body, by the status they are for. */
const statusTextKeys: Readonly<Record<number, string>> = {
  401: 'error.status.401',
  403: 'error.status.403',
  500: 'error.status.500',
};

/**
 * One field problem in the reader's language, by its code and the bound it broke. The fallback is the server's own
 * sentence, which English readers get (English loads no dictionary) and anyone gets for a code this client does
 * not know.
 */
export function issueText(issue: FailureIssue, t: Translate): string {
  if (!issue.code) return issue.message;
  const key =
    issue.code === 'invalid_format' && issue.format && formatsWithText.includes(issue.format)
      ? `error.field.invalid_format.${issue.format}`
      : `error.field.${issue.code}`;
  const values: Record<string, number | string> = {};
  if (issue.minimum !== undefined) values.minimum = issue.minimum;
  if (issue.maximum !== undefined) values.maximum = issue.maximum;
  return t(key, issue.message, values);
}

function waitValues(failure: Failure): InterpolationValues {
  const seconds = Math.max(1, Math.ceil(failure.retryAfterSeconds ?? 60));
  return { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) };
}

/** The sentence of a failed call in the reader's language; see useErrorText. */
export function errorMessageOf(error: unknown, t: Translate): string {
  const failure = failureOf(error);
  const [onlyIssue, ...otherIssues] = failure.issues;
  // A 400 about one field says that field's problem, as the server's message does.
  if (
    onlyIssue &&
    otherIssues.length === 0 &&
    (failure.code === 'validation_failed' || failure.code === onlyIssue.code)
  ) {
    return issueText(onlyIssue, t);
  }
  if (failure.code === 'forbidden' && failure.requiredAccess) {
    const access = t(`access.level.${failure.requiredAccess}`, failure.requiredAccess);
    return t('error.forbidden.access', failure.message, { access });
  }
  if (failure.code) return t(`error.${failure.code}`, failure.message, waitValues(failure));
  if (failure.status === NETWORK_FAILURE_STATUS) return t('error.network', failure.message);
  if (failure.status !== undefined && failure.message === statusFailureMessage(failure.status)) {
    return t(statusTextKeys[failure.status] ?? 'error.status.other', failure.message, { status: failure.status });
  }
  return failure.message;
}

/** Each field's problem in the reader's language, by the field's path; the first problem of a field wins. */
export function fieldErrorsOf(error: unknown, t: Translate): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of failureOf(error).issues) {
    if (!Object.hasOwn(fieldErrors, issue.path)) fieldErrors[issue.path] = issueText(issue, t);
  }
  return fieldErrors;
}
