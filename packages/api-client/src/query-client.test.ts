import { MutationObserver } from '@tanstack/react-query';
import {
  ApiError,
  GC_TIME_MS,
  MAX_READ_RETRIES,
  MAX_READ_RETRY_DELAY_MS,
  READ_RETRY_BASE_DELAY_MS,
  STALE_TIME_MS,
  WRITE_RETRIES,
  WRITE_RETRY_DELAY_MS,
  createQueryClient,
  readRetryDelay,
  shouldRetryRead,
  shouldRetryWrite,
} from './index';
import { fakeResponse, installFetchMock } from './testing/fake-fetch';

const fetchMock = installFetchMock();

describe('query client constants', () => {
  it('match SPEC §9', () => {
    expect(STALE_TIME_MS).toBe(5 * 60 * 1000);
    expect(GC_TIME_MS).toBe(10 * 60 * 1000);
    expect(MAX_READ_RETRIES).toBe(2);
    expect(READ_RETRY_BASE_DELAY_MS).toBe(1000);
    expect(MAX_READ_RETRY_DELAY_MS).toBe(5000);
    expect(WRITE_RETRIES).toBe(1);
    expect(WRITE_RETRY_DELAY_MS).toBe(1000);
  });
});

describe('createQueryClient defaults', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();

  it('makes reads stale after 5 minutes and keeps them 10 minutes', () => {
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(600_000);
  });

  it('refetches neither on an interval nor on window focus, and only online', () => {
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.networkMode).toBe('online');
  });

  it('retries reads by the spec rule and writes once after 1000 ms', () => {
    expect(queries?.retry).toBe(shouldRetryRead);
    expect(queries?.retryDelay).toBe(readRetryDelay);
    expect(mutations?.retry).toBe(shouldRetryWrite);
    expect(mutations?.retryDelay).toBe(1000);
  });

  it('makes a read offline too when a service worker keeps copies to answer it with', () => {
    const offline = createQueryClient({ offlineCopies: true }).getDefaultOptions();
    expect(offline.queries?.networkMode).toBe('always');
    expect(offline.queries?.refetchOnReconnect).toBe(true);
    expect(offline.queries?.staleTime).toBe(STALE_TIME_MS);
    expect(offline.mutations?.networkMode).toBeUndefined();
  });

  it('gives every client its own defaults', () => {
    const first = createQueryClient();
    first.setDefaultOptions({ queries: { staleTime: 0 } });
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(STALE_TIME_MS);
  });
});

describe('shouldRetryRead', () => {
  it('retries other failures up to 2 times', () => {
    const error = new ApiError(500, 'Server error. Please try again in a moment.');
    expect(shouldRetryRead(0, error)).toBe(true);
    expect(shouldRetryRead(1, error)).toBe(true);
    expect(shouldRetryRead(2, error)).toBe(false);
    expect(shouldRetryRead(0, new Error('Network error: Unable to connect to /api/x'))).toBe(true);
    expect(shouldRetryRead(0, 'not an error')).toBe(true);
  });

  it.each([['401: Unauthorized'], ['404: Not Found'], ['Request failed (400). Please try again.'], ['failed with 409']])(
    'does not retry when the message mentions a 40x: %s',
    (message) => {
      expect(shouldRetryRead(0, new Error(message))).toBe(false);
    },
  );

  it('does not retry a 4xx status whatever the message says', () => {
    expect(shouldRetryRead(0, new ApiError(401, 'Authentication required. Please refresh the page and try again.'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(403, 'Access denied. Please check your permissions.'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(429, 'Too Many Requests'))).toBe(false);
  });

  it('does not mistake longer numbers for a 40x', () => {
    expect(shouldRetryRead(0, new Error('Request failed with 4000 items'))).toBe(true);
    expect(shouldRetryRead(0, new Error('order 1401 failed'))).toBe(true);
  });
});

describe('readRetryDelay', () => {
  it('doubles from 1000 ms and caps at 5000 ms', () => {
    expect([0, 1, 2, 3, 10].map(readRetryDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

describe('retries in a running client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries a failing read 3 times in all, 1000 ms then 2000 ms apart', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 500, statusText: 'Internal Server Error', body: 'boom' }));
    const outcome = createQueryClient()
      .fetchQuery({ queryKey: ['/api/x'] })
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock()).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchMock()).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock()).toHaveBeenCalledTimes(3);
    await expect(outcome).resolves.toMatchObject({ status: 500, message: '500: Internal Server Error' });
  });

  it('does not retry a read that failed with 404', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 404, statusText: 'Not Found', body: 'missing' }));
    const outcome = createQueryClient()
      .fetchQuery({ queryKey: ['/api/x'] })
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    await expect(outcome).resolves.toMatchObject({ status: 404 });
  });

  it('retries a failing write once after 1000 ms', async () => {
    const mutationFn = jest.fn().mockRejectedValue(new Error('boom'));
    const observer = new MutationObserver(createQueryClient(), { mutationFn });
    const outcome = observer.mutate(undefined).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await expect(outcome).resolves.toEqual(new Error('boom'));
  });

  it('does not send again a write the server refused (4xx): its answer would not change', async () => {
    const mutationFn = jest.fn().mockRejectedValue(new ApiError(400, 'The code is not right', { code: 'validation_failed' }));
    const observer = new MutationObserver(createQueryClient(), { mutationFn });
    const outcome = observer.mutate(undefined).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await expect(outcome).resolves.toBeInstanceOf(ApiError);
    expect(shouldRetryWrite(0, new ApiError(503, 'Service unavailable'))).toBe(true);
    expect(shouldRetryWrite(1, new ApiError(503, 'Service unavailable'))).toBe(false);
  });
});
