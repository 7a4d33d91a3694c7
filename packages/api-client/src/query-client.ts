import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { defaultQueryFn } from './default-query-fn';

// SPEC §9 "Data reads and writes".
export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 10 * 60 * 1000;
export const MAX_READ_RETRIES = 2;
export const READ_RETRY_BASE_DELAY_MS = 1000;
export const MAX_READ_RETRY_DELAY_MS = 5000;
export const WRITE_RETRIES = 1;
export const WRITE_RETRY_DELAY_MS = 1000;

// "No retry when the error message mentions 401 or any 40x": \b40\d\b covers 401 too.
const clientErrorInMessage = /\b40\d\b/;

function isClientErrorStatus(status: number): boolean {
  return status >= 400 && status < 500;
}

/**
 * SPEC §9: no retry when the error mentions 401 or any 40x; otherwise up to 2 retries. The status of an
 * ApiError is checked too, because several §8 texts ("Authentication required…") name no status.
 * `failureCount` is react-query's count of earlier retries (0 when deciding the first retry).
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && isClientErrorStatus(error.status)) return false;
  if (error instanceof Error && clientErrorInMessage.test(error.message)) return false;
  return failureCount < MAX_READ_RETRIES;
}

/**
 * SPEC §9: a write is tried once more after 1000 ms — when it failed to get an answer (the network, a 5xx). A 4xx is
 * the server's answer (refused, not found, a conflict): sent again it is refused again, or, for a write that counts
 * (a wrong claim code, a sign-up), counted twice.
 */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && isClientErrorStatus(error.status)) return false;
  return failureCount < WRITE_RETRIES;
}

/** SPEC §9: delay min(1000 * 2^n, 5000) ms before retry n (counting from 0). */
export function readRetryDelay(attempt: number): number {
  return Math.min(READ_RETRY_BASE_DELAY_MS * 2 ** attempt, MAX_READ_RETRY_DELAY_MS);
}

export const queryClientDefaultOptions: DefaultOptions = {
  queries: {
    queryFn: defaultQueryFn,
    staleTime: STALE_TIME_MS,
    gcTime: GC_TIME_MS,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    networkMode: 'online',
    retry: shouldRetryRead,
    retryDelay: readRetryDelay,
  },
  mutations: {
    retry: shouldRetryWrite,
    retryDelay: WRITE_RETRY_DELAY_MS,
  },
};

/**
 * The app's one QueryClient (the shell owns it; DESIGN "Module Federation contract"). Reads are "online only"
 * (SPEC §9) unless a service worker answers the page: then a read is made whatever the browser says of its network,
 * since the worker may answer it from the copy it keeps (SPEC §1 "Offline content"); one it has no copy of fails
 * after the usual retries and shows its error, instead of waiting without end for a network.
 */
export function createQueryClient({ offlineCopies = false }: { offlineCopies?: boolean } = {}): QueryClient {
  // Copies, so that one client's setDefaultOptions cannot leak into another.
  const { queries, mutations } = queryClientDefaultOptions;
  // 'always' alone would not read again on reconnecting: the copies are replaced as soon as the network is back.
  const offline = offlineCopies ? { networkMode: 'always' as const, refetchOnReconnect: true } : {};
  return new QueryClient({ defaultOptions: { queries: { ...queries, ...offline }, mutations: { ...mutations } } });
}
