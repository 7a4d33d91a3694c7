/** One field problem of a 400 answer (DESIGN "Errors": validation failures list the fields). */
export interface ApiErrorIssue {
  path: string;
  message: string;
  /** The rule broken (packages/contracts errors.ts issueCodes, e.g. "too_long", "password_common"). */
  code?: string;
  /** The bound broken, with too_short, too_small, too_few (minimum) and too_long, too_big, too_many (maximum). */
  minimum?: number;
  maximum?: number;
  /** With invalid_format: which format (email, url, uuid…). */
  format?: string;
}

export interface ApiErrorDetails {
  code?: string;
  issues?: readonly ApiErrorIssue[];
  /** With a 403 (code "forbidden"): the SPEC §6 access level the call needs, as the server names it. */
  requiredAccess?: string;
  /** With a 429 or 503: seconds to wait before trying again. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * The one error type of a failed call (SPEC §8: "an error with the HTTP status and the server's message").
 * A network failure has status 0 because no response arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code?: string;
  readonly issues?: readonly ApiErrorIssue[];
  readonly requiredAccess?: string;
  readonly retryAfterSeconds?: number;

  constructor(status: number, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = status;
    if (details.code !== undefined) this.code = details.code;
    if (details.issues !== undefined) this.issues = details.issues;
    if (details.requiredAccess !== undefined) this.requiredAccess = details.requiredAccess;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const NETWORK_FAILURE_STATUS = 0;

/**
 * No answer at all came back (api-client's own status for it). Read by its status, not by class: a remote may carry
 * its own copy of this package, and an ApiError of another copy is no instance of this one.
 */
export const isNetworkFailure = (error: unknown): boolean =>
  (error as { status?: unknown } | null)?.status === NETWORK_FAILURE_STATUS;
