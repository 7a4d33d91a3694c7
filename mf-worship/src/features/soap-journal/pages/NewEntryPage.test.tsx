import { act, fireEvent, screen } from '@testing-library/react';
import { createSection } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { SoapJournalRoutes } from '../routes';
import { fakeSoapJournal, soapEntry } from '../testing/fake-soap-journal';

const Section = createSection({ '/soap': SoapJournalRoutes });

function openEditor(route: string, entries = [soapEntry()]) {
  const journal = fakeSoapJournal(entries);
  renderSection(Section, { basePath: '/soap', route, shell: { apiRequest: journal.apiRequest as never } });
  return journal;
}
const writes = (journal: ReturnType<typeof fakeSoapJournal>) => journal.calls.filter((call) => call.method !== 'GET');

afterEach(() => jest.useRealTimers());

describe('a new S.O.A.P. entry (/soap/new)', () => {
  it('is prefilled from the Bible reader with the passage shown, a draft from the first keystroke, autosaved, then saved', async () => {
    jest.useFakeTimers();
    const journal = openEditor('/soap/new?scripture=John%203%3A16', []);
    expect(await screen.findByRole('heading', { name: 'New entry', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Scripture') as HTMLInputElement).value).toBe('John 3:16');
    expect(await screen.findByText('The text of John 3:16.')).toBeTruthy();
    expect(writes(journal)).toEqual([]);

    await act(async () => fireEvent.change(screen.getByLabelText('Observation'), { target: { value: 'G' } }));
    expect(writes(journal)).toEqual([
      {
        method: 'POST',
        url: '/api/soap-entries',
        body: { scripture: 'John 3:16', observation: 'G', application: '', prayer: '' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/), // its Idempotency-Key: sent again, it is made once
      },
    ]);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved');
    const id = journal.entries()[0]!.id;

    await act(async () =>
      fireEvent.change(screen.getByLabelText('Observation'), { target: { value: 'God so loved' } }),
    );
    await act(async () => fireEvent.change(screen.getByLabelText('Prayer'), { target: { value: 'Thank you' } }));
    expect(writes(journal)).toHaveLength(1); // debounced while typing
    await act(async () => jest.advanceTimersByTime(1000));
    expect(writes(journal).at(-1)).toEqual({
      method: 'PUT',
      url: `/api/soap-entries/${id}`,
      body: { scripture: 'John 3:16', observation: 'God so loved', application: '', prayer: 'Thank you' },
    });
    expect(journal.entries()[0]).toMatchObject({ status: 'draft', prayer: 'Thank you' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save entry' })));
    expect(writes(journal).at(-1)).toMatchObject({ method: 'PUT', body: { status: 'saved' } });
    expect(await screen.findByRole('heading', { name: 'John 3:16', level: 1 })).toBeTruthy();
  });

  it('keeps the last readable Scripture while a reference is being typed, and asks for one before saving', async () => {
    const journal = openEditor('/soap/new', []);
    await act(async () => fireEvent.change(await screen.findByLabelText('Scripture'), { target: { value: 'Ps 23' } }));
    expect(writes(journal)[0]).toMatchObject({ method: 'POST', body: { scripture: 'Psalms 23' } });
    await act(async () => fireEvent.change(screen.getByLabelText('Scripture'), { target: { value: 'Hezek' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save entry' })));
    expect(screen.getByText('Write the passage as a reference, such as John 3:16 or Psalm 23')).toBeTruthy();
    expect(screen.getByLabelText('Scripture').getAttribute('aria-invalid')).toBe('true');
    expect(writes(journal).some((call) => (call.body as { status?: string }).status === 'saved')).toBe(false);
  });

  it('edits an entry at /soap/:entryId/edit, autosaving it', async () => {
    jest.useFakeTimers();
    const entry = soapEntry({ scripture: 'Romans 8:28' });
    const journal = openEditor(`/soap/${entry.id}/edit`, [entry]);
    expect(await screen.findByRole('heading', { name: 'Edit entry', level: 1 })).toBeTruthy();
    expect(((await screen.findByLabelText('Application')) as HTMLTextAreaElement).value).toBe('Love others today');
    await act(async () => fireEvent.change(screen.getByLabelText('Application'), { target: { value: 'Trust' } }));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(writes(journal)).toEqual([
      {
        method: 'PUT',
        url: `/api/soap-entries/${entry.id}`,
        body: { scripture: 'Romans 8:28', observation: entry.observation, application: 'Trust', prayer: entry.prayer },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });
});
