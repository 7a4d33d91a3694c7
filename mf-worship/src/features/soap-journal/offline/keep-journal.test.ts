import { API_CACHE } from '@koinonia/shell-contract';
import { fakeSoapJournal, soapEntry } from '../testing/fake-soap-journal';
import { keepJournalOffline } from './keep-journal';

/** The browser's Response, as far as a kept copy uses it (jsdom has none). */
class TestResponse {
  readonly headers: { get(name: string): string | undefined };
  constructor(
    private readonly body: string,
    init: { headers: Record<string, string> },
  ) {
    this.headers = { get: (name) => init.headers[name] };
  }
  json = async () => JSON.parse(this.body) as unknown;
}

describe('keeping the journal readable offline (SPEC §1)', () => {
  const put = jest.fn(async (_url: string, _response: TestResponse) => undefined);
  beforeEach(() => {
    put.mockClear();
    Object.assign(globalThis, {
      Response: TestResponse,
      caches: { open: jest.fn(async (name: string) => (name === API_CACHE ? { put } : null)) },
    });
  });
  afterEach(() => {
    delete (globalThis as { caches?: unknown }).caches;
    delete (globalThis as { Response?: unknown }).Response;
  });

  it('reads the first page as the journal reads it, and keeps each of its entries as the entry’s own read answers it', async () => {
    const entries = [soapEntry({ scripture: 'Psalm 23' }), soapEntry({ scripture: 'John 15:5' })];
    const journal = fakeSoapJournal(entries);
    await keepJournalOffline(journal.apiRequest as never);
    expect(journal.calls).toEqual([{ method: 'GET', url: '/api/soap-entries?limit=20', body: undefined }]);
    expect(put.mock.calls.map(([url]) => url)).toEqual(entries.map((entry) => `/api/soap-entries/${entry.id}`));
    const kept = put.mock.calls[1]![1];
    expect(kept.headers.get('Content-Type')).toContain('application/json');
    expect(await kept.json()).toEqual(entries[1]);
  });
});
