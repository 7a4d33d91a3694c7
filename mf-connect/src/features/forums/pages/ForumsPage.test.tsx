import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { fakeForums, forumThread } from '../testing/fake-forums';
import { ForumsPage } from './ForumsPage';

function renderPage(threads = [forumThread({ title: 'The first one' })], role: 'member' | 'pastor' = 'member') {
  const api = fakeForums({
    threads,
    categories: [
      { id: 'general', name: 'General' },
      { id: 'study', name: 'Bible Study' },
    ],
  });
  renderWithShell(<ForumsPage />, { shell: { apiRequest: api.apiRequest as never, role }, route: '/forums' });
  return api;
}

const titles = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('the forums list', () => {
  it('lists threads as the service orders them, each with where it is, who started it and its replies', async () => {
    renderPage([
      forumThread({ title: 'Welcome', pinned: true, replyCount: 2 }),
      forumThread({ title: 'Advent books', community: { id: 'c1', name: 'Young Adults' } }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Forums' })).toBeTruthy();
    const welcome = await screen.findByRole('article', { name: 'Welcome' });
    expect(within(welcome).getByText('Pinned')).toBeTruthy();
    expect(within(welcome).getByText('Replies: 2')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Advent books' })).getByText('Young Adults')).toBeTruthy();
    expect(titles()).toEqual(['Welcome', 'Advent books']);
    expect(screen.getByRole('link', { name: 'New thread' }).getAttribute('href')).toBe('/forums/new');
  });

  it('searches titles and filters by category through the address', async () => {
    const { calls } = renderPage([forumThread({ title: 'Romans reading' }), forumThread({ title: 'Potluck' })]);
    await screen.findByRole('article', { name: 'Potluck' });
    fireEvent.change(screen.getByLabelText('Search titles'), { target: { value: 'romans' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(await screen.findByRole('article', { name: 'Romans reading' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Potluck' })).toBeNull();
    await screen.findByRole('option', { name: 'Bible Study' });
    await act(async () => fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'study' } }));
    expect(calls.some((call) => call.url.includes('categoryId=study') && call.url.includes('q=romans'))).toBe(true);
  });

  it('says so when there are no threads, and links moderation only for those who moderate', async () => {
    renderPage([]);
    expect(await screen.findByText('No threads yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
  });

  it("links the church's staff to moderation", async () => {
    renderPage([], 'pastor');
    expect(await screen.findByRole('link', { name: 'Moderation' })).toBeTruthy();
  });
});
