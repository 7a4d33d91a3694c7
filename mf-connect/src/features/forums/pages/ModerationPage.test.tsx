import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { fakeForums, forumPost, forumThread } from '../testing/fake-forums';
import { ModerationPage } from './ModerationPage';

const item = (title: string, status: 'pending' | 'published', reportCount = 0) => ({
  post: forumPost({ status, markdown: `${title} text`, html: `<p>${title} text</p>` }),
  thread: { id: '00000000-0000-4000-8000-0000000000bb', title },
  reportCount,
  reasons: reportCount ? ['spam' as const] : [],
  sortedAt: '2026-11-20T10:00:00.000Z',
});

function renderPage(threads = [forumThread({ category: { id: 'general', name: 'General' } })]) {
  const api = fakeForums({
    threads,
    categories: [
      { id: 'general', name: 'General' },
      { id: 'music', name: 'Music' },
    ],
    pending: [item('Waiting thread', 'pending')],
    reported: [{ ...item('Reported thread', 'published', 2), reasons: ['spam'] }],
    moderated: [{ id: '00000000-0000-4000-8000-00000000c101', name: 'Young Adults', moderated: false }],
  });
  const toast = jest.fn();
  renderWithShell(<ModerationPage />, {
    shell: { apiRequest: api.apiRequest as never, toast, role: 'pastor' },
    route: '/forums/moderation',
  });
  return { ...api, toast };
}

describe('forum moderation', () => {
  it('approves what waits for approval', async () => {
    const { calls } = renderPage();
    const waiting = await screen.findByRole('article', { name: 'Waiting thread' });
    await act(async () => fireEvent.click(within(waiting).getByRole('button', { name: 'Approve' })));
    expect(
      calls.some(
        (call) =>
          call.method === 'PUT' &&
          call.url.endsWith('/status') &&
          (call.body as { status: string }).status === 'published',
      ),
    ).toBe(true);
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeTruthy();
  });

  it('shows reported posts with their count and hides or dismisses them', async () => {
    const { calls } = renderPage();
    const reported = await screen.findByRole('article', { name: 'Reported thread' });
    expect(within(reported).getByText(/Reports: 2/)).toBeTruthy();
    await act(async () => fireEvent.click(within(reported).getByRole('button', { name: 'Dismiss reports' })));
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/reports'))).toBe(true);
    expect(await screen.findByText('No reported posts.')).toBeTruthy();
  });

  it('makes a community’s posts wait for approval', async () => {
    const { calls } = renderPage();
    const toggle = await screen.findByRole('checkbox', { name: 'Young Adults: posts wait for approval' });
    await act(async () => fireEvent.click(toggle));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: '/api/forums/communities/00000000-0000-4000-8000-00000000c101/moderation',
      body: { moderated: true },
    });
    expect(
      await screen.findByRole('checkbox', { name: 'Young Adults: posts wait for approval', checked: true }),
    ).toBeTruthy();
  });

  it("lets the church's staff add a category", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add category' })).toBeTruthy();
  });

  it('renames a category in place, saying when the church has that name already', async () => {
    const { calls, toast } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Music' }));
    const field = screen.getByLabelText('New name for Music');
    fireEvent.change(field, { target: { value: 'general' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Your church has a category of that name already')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Worship Music' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: '/api/forums/categories/music',
      body: { name: 'Worship Music' },
    });
    expect(await screen.findByRole('button', { name: 'Rename Worship Music' })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'The category is now Worship Music' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Worship Music' })),
    );
  });

  it('deletes an empty category after a confirm dialog', async () => {
    const { calls } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Music' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the category Music?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/forums/categories/music', body: undefined });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Music' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps a category that still has threads, saying so in the dialog', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete General' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the category General?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/still has threads/);
    expect(screen.getByRole('button', { name: 'Delete General' })).toBeTruthy();
  });
});
