import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { createSection } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { SoapJournalRoutes } from '../routes';
import { fakeSoapJournal } from '../testing/fake-soap-journal';
import { JournalOffline } from './use-waiting-entries';

// The journal with what the worship section mounts beside it: waiting entries are sent when the network is back.
const Section = createSection({ '/soap': SoapJournalRoutes }, { background: JournalOffline });

let online = true;
beforeAll(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online }));
beforeEach(async () => {
  online = true;
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('koinonia-journal-outbox');
    request.onsuccess = request.onerror = resolve;
  });
});

function openJournal(route: string) {
  const journal = fakeSoapJournal([]);
  renderSection(Section, { basePath: '/soap', route, shell: { apiRequest: journal.apiRequest as never } });
  return journal;
}
const creates = (journal: ReturnType<typeof fakeSoapJournal>) => journal.calls.filter((call) => call.method === 'POST');

async function writeEntry(scripture: string, observation: string) {
  await act(async () => fireEvent.change(await screen.findByLabelText('Scripture'), { target: { value: scripture } }));
  await act(async () => fireEvent.change(screen.getByLabelText('Observation'), { target: { value: observation } }));
}

describe('writing in the journal offline (SPEC §1 "Offline content")', () => {
  it('keeps an entry written offline on the device, shows it waiting, and sends it once when the network is back', async () => {
    online = false;
    const journal = openJournal('/soap/new');
    await writeEntry('Psalm 23', 'The Lord is my shepherd');
    expect(await screen.findByText('Kept on this device. It is sent when you are back online.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save entry' })));

    const waiting = await screen.findByRole('region', { name: 'Waiting to be sent (1)' });
    const card = within(waiting).getByRole('article', { name: /Psalms 23/ });
    expect(within(card).getByText('Not sent yet')).toBeTruthy();
    expect(within(card).getByText('The Lord is my shepherd')).toBeTruthy();
    expect(creates(journal)).toEqual([]);

    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Waiting to be sent/ })).toBeNull());
    expect(await screen.findByRole('link', { name: 'Psalms 23' })).toBeTruthy();
    expect(journal.entries()).toHaveLength(1);
    expect(journal.entries()[0]).toMatchObject({
      scripture: 'Psalms 23',
      observation: 'The Lord is my shepherd',
      status: 'saved',
    });
    expect(creates(journal)).toHaveLength(1);
    expect(creates(journal)[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes the entry once when the answer to its first sending was lost and it is sent again', async () => {
    const journal = openJournal('/soap/new');
    journal.loseNextAnswer('POST', '/api/soap-entries');
    await writeEntry('John 3:16', 'For God so loved the world');
    await waitFor(() => expect(creates(journal)).toHaveLength(2));
    const [first, again] = creates(journal);
    expect(again!.key).toBe(first!.key);
    await waitFor(() => expect(journal.entries()).toHaveLength(1));
    await waitFor(() => expect(journal.entries()[0]!.observation).toBe('For God so loved the world'), {
      timeout: 3000,
    });
    expect(journal.entries()).toHaveLength(1);
  });

  it('sends only the last text of an entry changed several times offline', async () => {
    online = false;
    const journal = openJournal('/soap/new');
    await writeEntry('Romans 8', 'First thought');
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Observation'), { target: { value: 'Second thought' } }),
    );
    await screen.findByText('Kept on this device. It is sent when you are back online.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save entry' })));
    await screen.findByRole('region', { name: 'Waiting to be sent (1)' });

    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(journal.entries()).toHaveLength(1));
    expect(journal.entries()[0]).toMatchObject({ observation: 'Second thought', status: 'saved' });
    expect(journal.calls.filter((call) => call.method !== 'GET')).toHaveLength(1);
  });

  it('says why the server refused an entry, and keeps it', async () => {
    online = false;
    const journal = openJournal('/soap/new');
    await writeEntry('Psalm 1', 'Blessed');
    await screen.findByText('Kept on this device. It is sent when you are back online.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save entry' })));
    await screen.findByRole('region', { name: 'Waiting to be sent (1)' });

    journal.failNext('POST', '/api/soap-entries', new ApiError(400, 'Observation must be at most 5000 characters'));
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Not sent: Observation must be at most 5000 characters')).toBeTruthy();
    expect(journal.entries()).toEqual([]);
  });
});
