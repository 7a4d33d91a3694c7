import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { createSection } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { SavedRoutes } from '../routes';
import { fakeSavedItems, savedItem } from '../testing/fake-saved-items';

const Section = createSection({ '/saved': SavedRoutes });

function openSaved(items = [savedItem.prayer(), savedItem.verse(), savedItem.reflection()], route = '/saved') {
  const saved = fakeSavedItems(items);
  renderSection(Section, { basePath: '/saved', route, shell: { apiRequest: saved.apiRequest as never } });
  return saved;
}

const lastList = (saved: ReturnType<typeof fakeSavedItems>) =>
  saved.calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/saved-items?')).at(-1)!.url;
const headings = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('saved items (/saved)', () => {
  it('lists every kind, each a link to where it lives, with the tabs to narrow them', async () => {
    openSaved();
    expect(await screen.findByRole('heading', { name: 'Saved', level: 1 })).toBeTruthy();
    await screen.findByRole('link', { name: 'Healing for my mother' });
    expect(headings()).toEqual(['Healing for my mother', 'John 3:16 WEB', 'Psalms 23']);
    expect(screen.getByRole('link', { name: 'Healing for my mother' }).getAttribute('href')).toMatch(
      /^\/prayer-wall\/[\w-]+$/,
    );
    expect(screen.getByRole('link', { name: 'John 3:16' }).getAttribute('href')).toBe(
      '/bible-reading?book=JHN&chapter=3&verse=16&translation=web',
    );
    expect(screen.getByRole('link', { name: 'Psalms 23' }).getAttribute('href')).toMatch(/^\/soap\/[\w-]+$/);
    expect(screen.getByText('For God so loved the world, that he gave his one and only Son.')).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Kinds of saved items' }));
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/saved'],
      ['Prayers', '/saved/prayers'],
      ['Verses', '/saved/verses'],
      ['Reflections', '/saved/reflections'],
    ]);
    expect(tabs.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows one kind on its own path', async () => {
    const saved = openSaved(undefined, '/saved/prayers');
    await screen.findByRole('link', { name: 'Healing for my mother' });
    expect(lastList(saved)).toContain('kind=prayer');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Prayers' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Verses' }));
    await screen.findByRole('link', { name: 'John 3:16' });
    expect(lastList(saved)).toContain('kind=verse');
  });

  it('searches the saved text and says when nothing matches', async () => {
    const saved = openSaved();
    await screen.findByRole('link', { name: 'Psalms 23' });
    fireEvent.change(screen.getByLabelText('Search your saved items'), { target: { value: 'shepherd' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(lastList(saved)).toContain('q=shepherd');
    await waitFor(() => expect(headings()).toEqual(['Psalms 23']));

    fireEvent.change(screen.getByLabelText('Search your saved items'), { target: { value: 'nowhere' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(await screen.findByText('Nothing saved matches')).toBeTruthy();
  });

  it('removes an item', async () => {
    const saved = openSaved();
    const verse = await screen.findByRole('article', { name: /John 3:16/ });
    await act(async () => fireEvent.click(within(verse).getByRole('button', { name: 'Remove' })));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'John 3:16' })).toBeNull());
    expect(saved.items().map((item) => item.kind)).toEqual(['prayer', 'reflection']);
  });

  it('says how to save things when there is nothing yet, for each kind', async () => {
    openSaved([]);
    expect(await screen.findByText('Nothing saved yet')).toBeTruthy();
    expect(screen.getByText(/Press Save on a prayer request, a verse/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Reflections' }));
    expect(await screen.findByText('No saved reflections yet')).toBeTruthy();
  });

  it('shows a failure with Retry', async () => {
    const saved = fakeSavedItems([]);
    saved.failNext('GET', '/api/saved-items', new ApiError(500, 'Something went wrong'));
    renderSection(Section, { basePath: '/saved', shell: { apiRequest: saved.apiRequest as never } });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
