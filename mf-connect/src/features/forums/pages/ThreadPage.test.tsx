import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { fakeForums, forumPost, forumThread } from '../testing/fake-forums';
import { ThreadPage } from './ThreadPage';

function renderThread(
  overrides: Parameters<typeof forumThread>[0] = {},
  replies = [forumPost({ markdown: 'First reply', html: '<p>First reply</p>' })],
) {
  const thread = forumThread({ id: '00000000-0000-4000-8000-0000000000aa', title: 'Welcome', ...overrides });
  const api = fakeForums({ threads: [thread], replies: { [thread.id]: replies } });
  const toast = jest.fn();
  renderWithShell(
    <Routes>
      <Route path="/forums/:threadId" element={<ThreadPage />} />
    </Routes>,
    { shell: { apiRequest: api.apiRequest as never, toast }, route: `/forums/${thread.id}` },
  );
  return { ...api, thread, toast };
}

describe('a thread', () => {
  it('shows its opening post as the service rendered it, and its replies oldest first', async () => {
    renderThread();
    const article = await screen.findByRole('article', { name: 'Welcome' });
    expect(within(article).getByText('church').tagName).toBe('STRONG');
    expect(await screen.findByRole('article', { name: 'Reply by Lucas Ferreira' })).toBeTruthy();
    expect(screen.getByText('First reply')).toBeTruthy();
  });

  it('loads more replies a page at a time', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      forumPost({ markdown: `Reply ${index + 1}`, html: `<p>Reply ${index + 1}</p>` }),
    );
    renderThread({}, many);
    expect(await screen.findByText('Reply 20')).toBeTruthy();
    expect(screen.queryByText('Reply 21')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByText('Reply 25')).toBeTruthy();
  });

  it('posts a reply and shows it', async () => {
    const { calls, thread } = renderThread();
    await screen.findByRole('article', { name: 'Welcome' });
    fireEvent.change(screen.getByLabelText(/^Your reply/), { target: { value: 'Amen to that' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post reply' })));
    expect(calls).toContainEqual({
      method: 'POST',
      url: `/api/forums/threads/${thread.id}/posts`,
      body: { body: 'Amen to that' },
    });
    expect(await screen.findByText('Amen to that')).toBeTruthy();
  });

  it('toggles a reaction, showing the count and that the reader reacted', async () => {
    const { calls, thread } = renderThread({}, []);
    const article = await screen.findByRole('article', { name: 'Welcome' });
    const pray = within(article).getByRole('button', { name: 'Praying: 0' });
    await act(async () => fireEvent.click(pray));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/forums/posts/${thread.opening.id}/reactions`,
      body: { reaction: 'pray', reacted: true },
    });
    const pressed = await within(article).findByRole('button', { name: 'Praying: 1, you reacted' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
  });

  it('reports a post with a reason, once', async () => {
    const { calls, thread, toast } = renderThread({}, []);
    const article = await screen.findByRole('article', { name: 'Welcome' });
    fireEvent.click(within(article).getAllByRole('button', { name: 'Report' })[0]!);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'harassment' } });
    fireEvent.change(screen.getByLabelText('Details (optional)'), { target: { value: 'Unkind words' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send report' })));
    expect(calls).toContainEqual({
      method: 'POST',
      url: `/api/forums/posts/${thread.opening.id}/reports`,
      body: { reason: 'harassment', details: 'Unkind words' },
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Thank you. The moderators will look at it.' });
    expect(await screen.findByText('You reported this post')).toBeTruthy();
  });

  it('offers moderators pin and lock; a locked thread takes no replies', async () => {
    renderThread({ canModerate: true });
    await screen.findByRole('article', { name: 'Welcome' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pin' })));
    expect(await screen.findByRole('button', { name: 'Unpin' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lock' })));
    expect(await screen.findByText('This thread is locked: it takes no new replies.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post reply' })).toBeNull();
  });

  it('tells the author their thread waits for approval', async () => {
    renderThread({ status: 'pending', isMine: true, canReply: false });
    expect((await screen.findAllByText('Waiting for approval')).length).toBeGreaterThan(0);
  });

  it('says when the thread is not there', async () => {
    renderWithShell(
      <Routes>
        <Route path="/forums/:threadId" element={<ThreadPage />} />
      </Routes>,
      {
        shell: { apiRequest: fakeForums().apiRequest as never },
        route: '/forums/00000000-0000-4000-8000-000000000999',
      },
    );
    expect(await screen.findByText('This thread was not found')).toBeTruthy();
  });
});
