import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
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
      <Route path="/forums" element={<h1>All threads</h1>} />
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

  it('lets the author edit their reply, showing it as edited with the time in its tooltip', async () => {
    const mine = forumPost({
      markdown: 'My first words',
      html: '<p>My first words</p>',
      isMine: true,
      authorName: 'Me',
    });
    const { calls, toast } = renderThread({}, [mine]);
    const reply = await screen.findByRole('article', { name: 'Reply by Me' });
    expect(within(reply).queryByText('Edited')).toBeNull();
    fireEvent.click(within(reply).getByRole('button', { name: 'Edit' }));
    const field = within(reply).getByLabelText(/^Your reply/);
    expect((field as HTMLTextAreaElement).value).toBe('My first words');
    fireEvent.change(field, { target: { value: 'My better words' } });
    await act(async () => fireEvent.click(within(reply).getByRole('button', { name: 'Save' })));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/forums/posts/${mine.id}`,
      body: { body: 'My better words' },
    });
    expect(await within(reply).findByText('My better words')).toBeTruthy();
    const edited = within(reply).getByText('Edited');
    expect(edited.getAttribute('title')).toMatch(/^Edited /);
    expect(toast).toHaveBeenCalledWith({ title: 'Your changes are saved' });
    await waitFor(() => expect(document.activeElement).toBe(within(reply).getByRole('button', { name: 'Edit' })));
  });

  it('edits the opening post and the thread title together', async () => {
    const { calls, thread } = renderThread(
      { isMine: true, opening: forumPost({ isMine: true, markdown: 'Hello' }) },
      [],
    );
    const article = await screen.findByRole('article', { name: 'Welcome' });
    fireEvent.click(within(article).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(article).getByLabelText('Title'), { target: { value: 'Welcome, everyone' } });
    fireEvent.change(within(article).getByLabelText(/^Message/), { target: { value: 'Hello again' } });
    await act(async () => fireEvent.click(within(article).getByRole('button', { name: 'Save' })));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/forums/posts/${thread.opening.id}`,
      body: { body: 'Hello again', title: 'Welcome, everyone' },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, everyone' })).toBeTruthy();
  });

  it('says why an edit was refused, keeping what was written', async () => {
    const mine = forumPost({ markdown: 'Mine', isMine: true, authorName: 'Me' });
    const { failNext } = renderThread({}, [mine]);
    const reply = await screen.findByRole('article', { name: 'Reply by Me' });
    fireEvent.click(within(reply).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(reply).getByLabelText(/^Your reply/), { target: { value: 'Changed' } });
    failNext(
      'PUT',
      `/api/forums/posts/${mine.id}`,
      new ApiError(409, 'This thread is locked: its posts can no longer be changed', { code: 'forum_post_locked' }),
    );
    await act(async () => fireEvent.click(within(reply).getByRole('button', { name: 'Save' })));
    expect(await within(reply).findByRole('alert')).toBeTruthy();
    expect(within(reply).getByRole('alert').textContent).toMatch(/locked/);
    expect((within(reply).getByLabelText(/^Your reply/) as HTMLTextAreaElement).value).toBe('Changed');
  });

  it('offers no edit on a locked thread to an author who does not moderate it', async () => {
    renderThread({ locked: true, canReply: false }, [forumPost({ isMine: true, authorName: 'Me' })]);
    const reply = await screen.findByRole('article', { name: 'Reply by Me' });
    expect(within(reply).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(reply).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('deletes the author’s reply after they confirm, leaving a placeholder in its place', async () => {
    const mine = forumPost({ markdown: 'Regrets', html: '<p>Regrets</p>', isMine: true, authorName: 'Me' });
    const after = forumPost({ markdown: 'Later reply', html: '<p>Later reply</p>' });
    const { calls } = renderThread({}, [mine, after]);
    const reply = await screen.findByRole('article', { name: 'Reply by Me' });
    fireEvent.click(within(reply).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your reply?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Regrets')).toBeTruthy();

    fireEvent.click(within(reply).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete your reply?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Delete' })));
    expect(calls).toContainEqual({ method: 'DELETE', url: `/api/forums/posts/${mine.id}`, body: undefined });
    const placeholder = await screen.findByRole('article', { name: 'This reply was deleted' });
    expect(within(placeholder).getByText('This reply was deleted')).toBeTruthy();
    expect(screen.queryByText('Regrets')).toBeNull();
    const articles = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    expect(articles.slice(-2)).toEqual(['This reply was deleted', 'Reply by Lucas Ferreira']);
  });

  it('deletes the whole thread with its opening post, after a dialog that says so', async () => {
    const { calls, thread } = renderThread({ isMine: true, opening: forumPost({ isMine: true }) });
    const article = await screen.findByRole('article', { name: 'Welcome' });
    fireEvent.click(within(article).getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this thread?' });
    expect(dialog.textContent).toMatch(/deletes the whole thread, with every reply in it/);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete thread' })));
    expect(calls).toContainEqual({ method: 'DELETE', url: `/api/forums/posts/${thread.opening.id}`, body: undefined });
    expect(await screen.findByRole('heading', { name: 'All threads' })).toBeTruthy();
  });
});
