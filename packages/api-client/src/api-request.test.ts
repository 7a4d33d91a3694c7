import { ApiError, HTTP_METHODS, apiRequest, isNetworkFailure } from './index';
import { fakeResponse, installFetchMock, jsonResponse, requestInitOf } from './testing/fake-fetch';

const fetchMock = installFetchMock();

describe('apiRequest misuse', () => {
  it.each([[''], ['   '], [undefined], [null], [42]])('rejects the method %p', async (method) => {
    await expect(apiRequest(method as string, '/api/x')).rejects.toThrow(
      new Error('Invalid method provided to apiRequest'),
    );
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it.each([[''], ['  '], [undefined], [null], [{}]])('rejects the URL %p', async (url) => {
    await expect(apiRequest('GET', url as string)).rejects.toThrow(new Error('Invalid URL provided to apiRequest'));
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it('rejects a method outside GET, POST, PUT, DELETE, PATCH, HEAD, OPTIONS', async () => {
    await expect(apiRequest('FETCH', '/api/x')).rejects.toThrow(new Error('Invalid HTTP method: FETCH'));
    await expect(apiRequest('connect', '/api/x')).rejects.toThrow(new Error('Invalid HTTP method: connect'));
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it('reports misuse as a plain Error, not an ApiError', async () => {
    await expect(apiRequest('', '/api/x')).rejects.not.toBeInstanceOf(ApiError);
  });

  it.each(HTTP_METHODS.map((method) => [method.toLowerCase(), method]))(
    'accepts %s in any case and sends it as %s',
    async (given, sent) => {
      fetchMock().mockResolvedValue(fakeResponse({ status: 204 }));
      await apiRequest(given, '/api/x');
      expect(requestInitOf(fetchMock()).method).toBe(sent);
    },
  );
});

describe('apiRequest requests', () => {
  it.each(HTTP_METHODS.map((method) => [method]))('sends credentials and X-Requested-With with %s', async (method) => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 204 }));
    await apiRequest(method, '/api/notifications');
    expect(fetchMock()).toHaveBeenCalledWith('/api/notifications', expect.anything());
    const init = requestInitOf(fetchMock());
    expect(init.credentials).toBe('include');
    expect(init.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('sends data as JSON with a JSON content type', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 204 }));
    await apiRequest('POST', '/api/user/language', { preferredLanguage: 'es' });
    const init = requestInitOf(fetchMock());
    expect(init.body).toBe('{"preferredLanguage":"es"}');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('sends a caller’s own headers, such as an idempotency key, beside the ones it always sends', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 204 }));
    await apiRequest('POST', '/api/soap-entries', { observation: 'x' }, { headers: { 'Idempotency-Key': 'k-1', 'X-Requested-With': 'other' } });
    const init = requestInitOf(fetchMock());
    expect(init.headers['Idempotency-Key']).toBe('k-1');
    expect(init.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('sends form data as multipart, leaving the content type (and boundary) to the browser', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 204 }));
    const form = new FormData();
    form.append('file', 'contents');
    await apiRequest('POST', '/api/media', form);
    const init = requestInitOf(fetchMock());
    expect(init.body).toBe(form);
    expect(Object.keys(init.headers).map((name) => name.toLowerCase())).not.toContain('content-type');
    expect(init.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(init.credentials).toBe('include');
  });

  it('sends no body and no content type without data', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 204 }));
    await apiRequest('POST', '/api/auth/logout');
    const init = requestInitOf(fetchMock());
    expect(init.body).toBeUndefined();
    expect(init.headers['Content-Type']).toBeUndefined();
  });

  it('never sends a body with GET or HEAD, which fetch would refuse', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 204 }));
    await apiRequest('GET', '/api/x', { ignored: true });
    await apiRequest('HEAD', '/api/x', { ignored: true });
    expect(requestInitOf(fetchMock(), 0).body).toBeUndefined();
    expect(requestInitOf(fetchMock(), 1).body).toBeUndefined();
  });

  it('passes a cancellation signal on to fetch', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 204 }));
    const controller = new AbortController();
    await apiRequest('GET', '/api/x', undefined, { signal: controller.signal });
    expect(requestInitOf(fetchMock()).signal).toBe(controller.signal);
  });
});

describe('apiRequest responses', () => {
  it('parses a JSON response', async () => {
    fetchMock().mockResolvedValue(jsonResponse({ role: 'member' }));
    await expect(apiRequest('GET', '/api/auth/user-role')).resolves.toEqual({ role: 'member' });
  });

  it('parses JSON of any json content type', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ contentType: 'application/vnd.api+json', body: '[1,2]' }));
    await expect(apiRequest('GET', '/api/x')).resolves.toEqual([1, 2]);
  });

  it('returns text when the response is not JSON', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ contentType: 'text/plain', body: '{"not":"parsed"}' }));
    await expect(apiRequest('GET', '/api/x')).resolves.toBe('{"not":"parsed"}');
  });

  it('resolves to undefined for 204 No Content', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 204, contentType: 'application/json' }));
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });

  it('resolves to undefined for an empty JSON response', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 200, contentType: 'application/json', body: '' }));
    await expect(apiRequest('POST', '/api/notifications/1/read')).resolves.toBeUndefined();
  });

  it('throws the parse error for a malformed JSON success body', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ contentType: 'application/json', body: '{oops' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toBeInstanceOf(SyntaxError);
  });
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest failures with a JSON body', () => {
  it("uses the server's message, with status, code and issues", async () => {
    const issues = [{ path: 'email', message: 'Enter a valid email address' }];
    fetchMock().mockResolvedValue(
      jsonResponse({ message: 'Validation failed', code: 'VALIDATION', issues }, { status: 400, statusText: 'Bad Request' }),
    );
    const error = await failureOf(apiRequest('POST', '/api/auth/signup', {}));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.code).toBe('VALIDATION');
    expect(error.issues).toEqual(issues);
  });

  it("uses the server's message even for statuses with a fixed text", async () => {
    fetchMock().mockResolvedValue(jsonResponse({ message: 'Invalid email or password' }, { status: 401, statusText: 'Unauthorized' }));
    const error = await failureOf(apiRequest('POST', '/api/auth/login', {}));
    expect(error.message).toBe('Invalid email or password');
    expect(error.status).toBe(401);
  });

  it("uses the server's message when the JSON comes with another content type", async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 409, contentType: 'text/plain', body: '{"message":"Already joined"}' }));
    expect((await failureOf(apiRequest('POST', '/api/x'))).message).toBe('Already joined');
  });

  it('uses the status text when there is no message', async () => {
    fetchMock().mockResolvedValue(jsonResponse({ error: true }, { status: 404, statusText: 'Not Found' }));
    const error = await failureOf(apiRequest('GET', '/api/x'));
    expect(error.message).toBe('Not Found');
    expect(error.status).toBe(404);
    expect(error.code).toBeUndefined();
    expect(error.issues).toBeUndefined();
  });

  it('uses the status-specific text when there is neither message nor status text', async () => {
    fetchMock().mockResolvedValue(jsonResponse({}, { status: 403 }));
    expect((await failureOf(apiRequest('GET', '/api/x'))).message).toBe('Access denied. Please check your permissions.');
  });

  it("carries a 403's code and the access it needs", async () => {
    fetchMock().mockResolvedValue(
      jsonResponse({ message: 'This needs church admin access', code: 'forbidden', requiredAccess: 'church_admin' }, { status: 403 }),
    );
    const error = await failureOf(apiRequest('GET', '/api/giving/summary'));
    expect(error).toMatchObject({ status: 403, code: 'forbidden', requiredAccess: 'church_admin', message: 'This needs church admin access' });
  });

  it('leaves requiredAccess out when the server names none', async () => {
    fetchMock().mockResolvedValue(jsonResponse({ message: 'Not yours', requiredAccess: 7 }, { status: 403 }));
    expect((await failureOf(apiRequest('GET', '/api/x'))).requiredAccess).toBeUndefined();
  });

  it("carries a 429's wait, and only a number", async () => {
    fetchMock().mockResolvedValue(jsonResponse({ message: 'Too many', code: 'login_throttled', retryAfterSeconds: 120 }, { status: 429 }));
    expect(await failureOf(apiRequest('POST', '/api/auth/login', {}))).toMatchObject({ status: 429, code: 'login_throttled', retryAfterSeconds: 120 });
    fetchMock().mockResolvedValue(jsonResponse({ message: 'Too many', retryAfterSeconds: 'soon' }, { status: 429 }));
    expect((await failureOf(apiRequest('POST', '/api/auth/login', {}))).retryAfterSeconds).toBeUndefined();
  });

  it('ignores a message that is not a non-empty string', async () => {
    fetchMock().mockResolvedValue(jsonResponse({ message: 42 }, { status: 422, statusText: 'Unprocessable Entity' }));
    expect((await failureOf(apiRequest('GET', '/api/x'))).message).toBe('Unprocessable Entity');
  });

  it('keeps only well-formed issues', async () => {
    fetchMock().mockResolvedValue(
      jsonResponse({ message: 'Bad', issues: [{ path: 'name', message: 'Required' }, 'junk', { path: 1 }] }, { status: 400 }),
    );
    expect((await failureOf(apiRequest('POST', '/api/x', {}))).issues).toEqual([{ path: 'name', message: 'Required' }]);
  });
});

describe('apiRequest failures with a non-JSON body', () => {
  it.each([
    [401, 'Unauthorized', 'Authentication required. Please refresh the page and try again.'],
    [403, 'Forbidden', 'Access denied. Please check your permissions.'],
    [500, 'Internal Server Error', 'Server error. Please try again in a moment.'],
    [404, 'Not Found', 'Request failed (404). Please try again.'],
    [502, 'Bad Gateway', 'Request failed (502). Please try again.'],
  ])('answers %i %s with an HTML body as: %s', async (status, statusText, message) => {
    fetchMock().mockResolvedValue(fakeResponse({ status, statusText, contentType: 'text/html', body: '<h1>Oops</h1>' }));
    const error = await failureOf(apiRequest('GET', '/api/x'));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('treats an empty body as non-JSON', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 500, statusText: 'Internal Server Error', body: '' }));
    expect((await failureOf(apiRequest('GET', '/api/x'))).message).toBe('Server error. Please try again in a moment.');
  });

  it('treats a malformed JSON body as non-JSON', async () => {
    fetchMock().mockResolvedValue(fakeResponse({ status: 401, contentType: 'application/json', body: '{"message":' }));
    expect((await failureOf(apiRequest('GET', '/api/x'))).message).toBe(
      'Authentication required. Please refresh the page and try again.',
    );
  });
});

describe('apiRequest network failures', () => {
  it('reports a fetch that rejects as a network error naming the path', async () => {
    const cause = new TypeError('Failed to fetch');
    fetchMock().mockRejectedValue(cause);
    const error = await failureOf(apiRequest('GET', '/api/auth/user'));
    expect(error.message).toBe('Network error: Unable to connect to /api/auth/user');
    expect(error.status).toBe(0);
    expect(error.cause).toBe(cause);
  });

  it('passes a cancellation through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock().mockRejectedValue(abort);
    await expect(apiRequest('GET', '/api/x', undefined, { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('isNetworkFailure', () => {
  it('tells a call that got no answer from one the server refused, whichever copy of the package made it', () => {
    expect(isNetworkFailure(new ApiError(0, 'Network error'))).toBe(true);
    expect(isNetworkFailure({ status: 0, message: 'from another copy of api-client' })).toBe(true);
    expect(isNetworkFailure(new ApiError(400, 'Bad request'))).toBe(false);
    expect(isNetworkFailure(new Error('plain'))).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
});
