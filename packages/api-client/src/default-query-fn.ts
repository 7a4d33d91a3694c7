import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { assertValidUrl } from './api-request';
import { unparseableReadFailureMessage } from './failure-messages';
import { failureFromResponse, readSuccessBody } from './read-response';
import { sendRequest } from './send-request';

/**
 * SPEC §7: generic reads use the first query-key element as the GET path; paths containing /search add
 * a URL-encoded q parameter taken from the second element when it is a string.
 */
export function readPathFromQueryKey(queryKey: QueryKey): string {
  const [path, searchTerm] = queryKey;
  assertValidUrl(path);
  if (!path.includes('/search') || typeof searchTerm !== 'string') return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}q=${encodeURIComponent(searchTerm)}`;
}

/**
 * The QueryClient's default queryFn, so `useQuery({ queryKey: ['/api/notifications'] })` needs no
 * function of its own. Failures follow SPEC §8, except that an unparseable body gives the data-read
 * message "{status}: {statusText}". An empty answer (204) resolves to null because react-query rejects
 * undefined as query data.
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const path = readPathFromQueryKey(queryKey);
  const response = await sendRequest('GET', path, undefined, { signal });
  if (!response.ok) {
    throw await failureFromResponse(response, (failed) =>
      unparseableReadFailureMessage(failed.status, failed.statusText),
    );
  }
  return (await readSuccessBody(response)) ?? null;
};
