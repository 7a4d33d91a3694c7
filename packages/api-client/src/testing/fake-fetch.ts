/**
 * Test support: jsdom has no fetch or Response, so the tests replace global fetch with a jest mock that
 * answers with the minimal Response surface the client reads (ok, status, statusText, headers, text).
 */
export interface FakeResponseInit {
  status?: number;
  statusText?: string;
  contentType?: string;
  body?: string;
}

export function fakeResponse({ status = 200, statusText = '', contentType, body = '' }: FakeResponseInit = {}): Response {
  const headers = new Headers();
  if (contentType !== undefined) headers.set('content-type', contentType);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers,
    text: async () => body,
  } as unknown as Response;
}

export function jsonResponse(value: unknown, init: Omit<FakeResponseInit, 'body' | 'contentType'> = {}): Response {
  return fakeResponse({ ...init, contentType: 'application/json; charset=utf-8', body: JSON.stringify(value) });
}

export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>;

/** Installs a fetch mock for the current test file; restored after each test. */
export function installFetchMock(): () => FetchMock {
  let fetchMock: FetchMock;
  const original = globalThis.fetch;
  beforeEach(() => {
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = original;
  });
  return () => fetchMock;
}

/** The init of the nth fetch call (0-based), failing the test when there was none. */
export function requestInitOf(fetchMock: FetchMock, call = 0): RequestInit & { headers: Record<string, string> } {
  const init = fetchMock.mock.calls[call]?.[1];
  if (init === undefined) throw new Error(`fetch call ${call} had no init`);
  return init as RequestInit & { headers: Record<string, string> };
}
