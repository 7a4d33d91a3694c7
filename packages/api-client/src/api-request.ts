import { failureFromResponse, readSuccessBody } from './read-response';
import {
  INVALID_METHOD_MESSAGE,
  INVALID_URL_MESSAGE,
  invalidHttpMethodMessage,
  statusFailureMessage,
} from './failure-messages';
import { isHttpMethod, type HttpMethod } from './http-methods';
import { sendRequest, type RequestOptions } from './send-request';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** SPEC §5: the URL must be a non-empty string. */
export function assertValidUrl(url: unknown): asserts url is string {
  if (!isNonEmptyString(url)) throw new Error(INVALID_URL_MESSAGE);
}

/** SPEC §5: the method must be a non-empty string naming one of the allowed methods, in any case. */
export function normalizeMethod(method: unknown): HttpMethod {
  if (!isNonEmptyString(method)) throw new Error(INVALID_METHOD_MESSAGE);
  const upperCaseMethod = method.trim().toUpperCase();
  if (!isHttpMethod(upperCaseMethod)) throw new Error(invalidHttpMethodMessage(method));
  return upperCaseMethod;
}

/**
 * The one request helper (SPEC §5, §7, §8). Resolves to the parsed JSON or the text of the response
 * (undefined when it has no content); rejects with an ApiError carrying the §8 message on failure, or a
 * plain Error on misuse. The caller names the type it expects; the body is not validated here.
 */
export async function apiRequest<Result = unknown>(
  method: string,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<Result> {
  const httpMethod = normalizeMethod(method);
  assertValidUrl(url);
  const response = await sendRequest(httpMethod, url, data, options);
  if (!response.ok) throw await failureFromResponse(response, (failed) => statusFailureMessage(failed.status));
  return (await readSuccessBody(response)) as Result;
}
