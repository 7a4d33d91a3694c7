import { ApiError, NETWORK_FAILURE_STATUS } from './api-error';
import { networkFailureMessage } from './failure-messages';
import { BODYLESS_METHODS, type HttpMethod } from './http-methods';

/**
 * SPEC §7: every call sends credentials and an X-Requested-With header (DESIGN "Services": the gateway's
 * CSRF defence for state-changing calls relies on it).
 */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';

export interface RequestOptions {
  /** Cancels the call; react-query passes one to query functions. */
  signal?: AbortSignal;
  /** More headers, such as a write's Idempotency-Key (the two above are always sent and cannot be replaced). */
  headers?: Readonly<Record<string, string>>;
}

function isFormData(data: unknown): data is FormData {
  return typeof FormData !== 'undefined' && data instanceof FormData;
}

/**
 * SPEC §7: the body is JSON, or multipart when form data is given. For form data no content type is
 * set, so the browser writes the multipart boundary itself. No data (undefined or null) sends no body,
 * and GET/HEAD never carry one because fetch refuses it.
 */
export function buildRequestInit(method: HttpMethod, data: unknown, options: RequestOptions = {}): RequestInit {
  const headers: Record<string, string> = { ...options.headers, [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (options.signal !== undefined) init.signal = options.signal;
  if (data === undefined || data === null || BODYLESS_METHODS.includes(method)) return init;
  if (isFormData(data)) {
    init.body = data;
  } else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(data);
  }
  return init;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/** Sends the call; a fetch that rejects (no response at all) becomes the SPEC §8 network failure. */
export async function sendRequest(
  method: HttpMethod,
  url: string,
  data: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  try {
    return await fetch(url, buildRequestInit(method, data, options));
  } catch (error) {
    // A cancelled call is not a network failure; callers such as react-query expect the abort itself.
    if (isAbort(error, options.signal)) throw error;
    throw new ApiError(NETWORK_FAILURE_STATUS, networkFailureMessage(url), { cause: error });
  }
}
