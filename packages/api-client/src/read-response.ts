import { ApiError, type ApiErrorIssue } from './api-error';
import { statusFailureMessage } from './failure-messages';

const jsonContentType = /\bjson\b/i;

// 204 No Content and 205 Reset Content carry no body by definition.
const NO_CONTENT_STATUSES: readonly number[] = [204, 205];

export function hasJsonContentType(response: Response): boolean {
  return jsonContentType.test(response.headers.get('content-type') ?? '');
}

/**
 * SPEC §7: a JSON response is parsed; otherwise text is returned. A response without content gives
 * undefined. A body that claims to be JSON but is malformed throws the parser's SyntaxError: guessing
 * would hand callers data of the wrong shape.
 */
export async function readSuccessBody(response: Response): Promise<unknown> {
  if (NO_CONTENT_STATUSES.includes(response.status)) return undefined;
  const text = await response.text();
  if (!hasJsonContentType(response)) return text;
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

type JsonObject = Record<string, unknown>;

/** The failure body as a JSON object, or undefined when it is not one (HTML from a proxy, plain text, empty). */
async function readJsonObjectBody(response: Response): Promise<JsonObject | undefined> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return typeof parsed === 'object' && parsed !== null ? (parsed as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isIssue(value: unknown): value is ApiErrorIssue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.path === 'string' && typeof candidate.message === 'string';
}

function issuesOf(value: unknown): ApiErrorIssue[] | undefined {
  return Array.isArray(value) ? value.filter(isIssue) : undefined;
}

/**
 * SPEC §8 reconciled. The catalogue gives two rules for a failed response: "the server's message field,
 * or the status text when there is no message", and fixed texts for non-JSON bodies. We read them as:
 *  - the body is a JSON object with a message → that message (with the server's code, issues and
 *    requiredAccess);
 *  - the body is a JSON object without a message → the status text, or the status-specific text when
 *    the status text is empty (as it always is over HTTP/2);
 *  - the body is not JSON (or not parseable) → `describeUnparseable(response)`: the status-specific
 *    texts for apiRequest, "{status}: {statusText}" for generic data reads.
 * Whether a body is JSON is decided by parsing it, not by its content type, so a JSON error sent with a
 * wrong header still yields the server's message.
 */
export async function failureFromResponse(
  response: Response,
  describeUnparseable: (response: Response) => string,
): Promise<ApiError> {
  const body = await readJsonObjectBody(response);
  if (body === undefined) return new ApiError(response.status, describeUnparseable(response));
  const details = {
    code: nonEmptyString(body.code),
    issues: issuesOf(body.issues),
    requiredAccess: nonEmptyString(body.requiredAccess),
    retryAfterSeconds: typeof body.retryAfterSeconds === 'number' && body.retryAfterSeconds >= 0 ? body.retryAfterSeconds : undefined,
  };
  const message =
    nonEmptyString(body.message) ?? nonEmptyString(response.statusText) ?? statusFailureMessage(response.status);
  return new ApiError(response.status, message, details);
}
