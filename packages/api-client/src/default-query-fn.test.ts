import { ApiError, createQueryClient, defaultQueryFn, readPathFromQueryKey } from './index';
import { fakeResponse, installFetchMock, jsonResponse, requestInitOf } from './testing/fake-fetch';

const fetchMock = installFetchMock();

describe('readPathFromQueryKey', () => {
  it('uses the first query-key element as the path', () => {
    expect(readPathFromQueryKey(['/api/notifications'])).toBe('/api/notifications');
    expect(readPathFromQueryKey(['/api/reading-plans/7/days', 7])).toBe('/api/reading-plans/7/days');
  });

  it('adds a URL-encoded q parameter to /search paths', () => {
    expect(readPathFromQueryKey(['/api/bible/search', 'love & grace?'])).toBe('/api/bible/search?q=love%20%26%20grace%3F');
    expect(readPathFromQueryKey(['/api/search', ''])).toBe('/api/search?q=');
  });

  it('appends q to a /search path that already has a query', () => {
    expect(readPathFromQueryKey(['/api/search?type=events', 'choir'])).toBe('/api/search?type=events&q=choir');
  });

  it('adds no q when the second element is not a string', () => {
    expect(readPathFromQueryKey(['/api/bible/search', 3])).toBe('/api/bible/search');
    expect(readPathFromQueryKey(['/api/bible/search'])).toBe('/api/bible/search');
  });

  it('adds no q to paths without /search', () => {
    expect(readPathFromQueryKey(['/api/events', 'choir'])).toBe('/api/events');
  });

  it('rejects a key whose first element is not a path', () => {
    expect(() => readPathFromQueryKey([42])).toThrow(new Error('Invalid URL provided to apiRequest'));
    expect(() => readPathFromQueryKey([])).toThrow(new Error('Invalid URL provided to apiRequest'));
  });
});

function runQuery(queryKey: readonly unknown[]) {
  // Called through the client so that the function gets the context react-query really gives it.
  return createQueryClient().fetchQuery({ queryKey, retry: false });
}

describe('defaultQueryFn', () => {
  it('is the query client’s default query function', () => {
    expect(createQueryClient().getDefaultOptions().queries?.queryFn).toBe(defaultQueryFn);
  });

  it('GETs the path with credentials and X-Requested-With and resolves to the JSON', async () => {
    fetchMock().mockResolvedValue(jsonResponse([{ id: 1 }]));
    await expect(runQuery(['/api/notifications'])).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock()).toHaveBeenCalledWith('/api/notifications', expect.anything());
    const init = requestInitOf(fetchMock());
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(init.body).toBeUndefined();
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads /search paths with the q parameter', async () => {
    fetchMock().mockResolvedValue(jsonResponse([]));
    await runQuery(['/api/communities/search', 'young adults']);
    expect(fetchMock()).toHaveBeenCalledWith('/api/communities/search?q=young%20adults', expect.anything());
  });

  it('resolves to text when the response is not JSON', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ contentType: 'text/plain', body: 'hello' }));
    await expect(runQuery(['/api/x'])).resolves.toBe('hello');
  });

  it('resolves to null for an empty answer, since react-query refuses undefined data', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 204 }));
    await expect(runQuery(['/api/x'])).resolves.toBeNull();
  });

  it('fails with the server\'s 403 code and the access it needs', async () => {
    fetchMock().mockResolvedValue(
      jsonResponse({ message: 'This needs church admin access', code: 'forbidden', requiredAccess: 'church_admin' }, { status: 403 }),
    );
    const error: unknown = await runQuery(['/api/giving/summary']).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', requiredAccess: 'church_admin' });
  });

  it('fails with "{status}: {statusText}" when the failure body cannot be parsed', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 404, statusText: 'Not Found', contentType: 'text/html', body: '<p>no</p>' }));
    const error: unknown = await runQuery(['/api/x']).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '404: Not Found' });
  });

  it("fails with the server's message when the failure body is JSON", async () => {
    fetchMock().mockResolvedValue(jsonResponse({ message: 'Plan not found' }, { status: 404, statusText: 'Not Found' }));
    await expect(runQuery(['/api/x'])).rejects.toMatchObject({ status: 404, message: 'Plan not found' });
  });

  it('fails with the status text when the JSON failure body has no message', async () => {
    fetchMock().mockResolvedValue(jsonResponse({}, { status: 503, statusText: 'Service Unavailable' }));
    await expect(runQuery(['/api/x'])).rejects.toMatchObject({ status: 503, message: 'Service Unavailable' });
  });

  it('fails with the network error when fetch rejects', async () => {
    fetchMock().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(runQuery(['/api/country/detect'])).rejects.toMatchObject({
      status: 0,
      message: 'Network error: Unable to connect to /api/country/detect',
    });
  });
});
