import type { ErrorIssue } from '@koinonia/contracts';

/** A field problem as the client reads it: the server may be newer than the client, so any code may arrive. */
export type FailureIssue = Omit<ErrorIssue, 'code'> & { code?: string };

/** What the error text needs of a failed call. */
export interface Failure {
  /** The HTTP status; 0 when no answer arrived (api-client's network failure); undefined for a non-call error. */
  status?: number;
  message: string;
  code?: string;
  issues: readonly FailureIssue[];
  requiredAccess?: string;
  retryAfterSeconds?: number;
}

const stringOr = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function issueOf(value: unknown): FailureIssue | null {
  if (typeof value !== 'object' || value === null) return null;
  const { path, message, code, minimum, maximum, format } = value as Record<string, unknown>;
  if (typeof path !== 'string' || typeof message !== 'string') return null;
  return {
    path,
    message,
    code: stringOr(code),
    minimum: numberOr(minimum),
    maximum: numberOr(maximum),
    format: stringOr(format),
  };
}

/**
 * Reads an error by shape, not with `instanceof ApiError`: a remote bundles its own api-client, so the error its
 * shell-given apiRequest throws is not of the remote's ApiError class.
 */
export function failureOf(error: unknown): Failure {
  if (typeof error !== 'object' || error === null) return { message: String(error), issues: [] };
  const { status, message, code, issues, requiredAccess, retryAfterSeconds } = error as Record<string, unknown>;
  return {
    status: numberOr(status),
    message: typeof message === 'string' ? message : String(error),
    code: stringOr(code),
    issues: Array.isArray(issues) ? issues.map(issueOf).filter((issue) => issue !== null) : [],
    requiredAccess: stringOr(requiredAccess),
    retryAfterSeconds: numberOr(retryAfterSeconds),
  };
}
