import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { createSection } from '@koinonia/shell-contract';
import { renderSection, testLanguage } from '@koinonia/shell-contract/testing';
import { SoapJournalRoutes } from '../routes';
import { fakeSoapJournal, soapEntry } from '../testing/fake-soap-journal';

const Section = createSection({ '/soap': SoapJournalRoutes });

function openJournal(entries = [soapEntry()], route = '/soap') {
  const journal = fakeSoapJournal(entries);
  renderSection(Section, { basePath: '/soap', route, shell: { apiRequest: journal.apiRequest as never } });
  return journal;
}

const titles = () => screen.getAllByRole('article').map((article) => within(article).getByRole('link').textContent);
const lastList = (journal: ReturnType<typeof fakeSoapJournal>) =>
  journal.calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/soap-entries?')).at(-1)!.url;

describe('the S.O.A.P. journal list (/soap)', () => {
  it('lists the entries as the service orders them, drafts marked, each a link to it', async () => {
    openJournal([soapEntry({ scripture: 'Psalms 23', status: 'draft' }), soapEntry({ scripture: 'John 3:16' })]);
    expect(await screen.findByRole('heading', { name: 'S.O.A.P. Journal', level: 1 })).toBeTruthy();
    await screen.findByRole('article', { name: /Psalms 23/ });
    expect(titles()).toEqual(['Psalms 23', 'John 3:16']);
    expect(within(screen.getByRole('article', { name: /Psalms 23/ })).getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New entry' }).getAttribute('href')).toBe('/soap/new');
  });

  it('names each entry’s passage in the reader’s language (the service keeps it in English)', async () => {
    const journal = fakeSoapJournal([soapEntry({ scripture: 'Psalms 23' }), soapEntry({ scripture: 'John 3:16' })]);
    const spanish = testLanguage('es', { 'bible.book.PSA': 'Salmos', 'bible.book.JHN': 'Juan' });
    renderSection(Section, { basePath: '/soap', route: '/soap', shell: { apiRequest: journal.apiRequest as never, language: spanish } });
    await screen.findByRole('article', { name: /Salmos 23/ });
    expect(titles()).toEqual(['Salmos 23', 'Juan 3:16']);
  });

  it('says so when the journal is empty', async () => {
    openJournal([]);
    expect(await screen.findByText('Your journal is empty')).toBeTruthy();
  });

  it('searches, filters by book (named in the reader’s language) and by dates, and says when nothing matches', async () => {
    const journal = openJournal([
      soapEntry({ scripture: 'Psalms 23', observation: 'The shepherd' }),
      soapEntry({ scripture: 'John 3:16' }),
    ]);
    await screen.findByRole('article', { name: /Psalms 23/ });

    fireEvent.change(screen.getByLabelText('Search your journal'), { target: { value: 'shepherd' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(lastList(journal)).toContain('q=shepherd');
    await waitFor(() => expect(titles()).toEqual(['Psalms 23']));

    fireEvent.change(screen.getByLabelText('Book'), { target: { value: 'JHN' } });
    expect(await screen.findByText('No entries match')).toBeTruthy();
    expect(lastList(journal)).toContain('book=JHN');
    expect(screen.getByRole('option', { name: 'John' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search your journal'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    expect(await screen.findByRole('article', { name: /John 3:16/ })).toBeTruthy();
    expect(lastList(journal)).toMatch(/book=JHN.*from=2026-11-01.*to=2026-11-30|from=2026-11-01.*to=2026-11-30/);
  });

  it('loads more a page at a time', async () => {
    openJournal(Array.from({ length: 22 }, (_, index) => soapEntry({ scripture: `Psalms ${index + 1}` })));
    await screen.findByRole('article', { name: /Psalms 1$/ });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByRole('article', { name: /Psalms 22/ })).toBeTruthy();
  });

  it('shows a failure with Retry', async () => {
    const journal = fakeSoapJournal([]);
    journal.failNext('GET', '/api/soap-entries', new ApiError(500, 'Something went wrong'));
    renderSection(Section, { basePath: '/soap', shell: { apiRequest: journal.apiRequest as never } });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
