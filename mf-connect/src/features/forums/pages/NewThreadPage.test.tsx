import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { fakeForums } from '../testing/fake-forums';
import { NewThreadPage } from './NewThreadPage';

function renderPage() {
  const api = fakeForums({
    categories: [{ id: '00000000-0000-4000-8000-00000000f101', name: 'General' }],
    communities: [
      { id: '00000000-0000-4000-8000-00000000c101', name: 'Young Adults', type: 'group', role: 'member' } as never,
    ],
  });
  const toast = jest.fn();
  renderWithShell(<NewThreadPage />, { shell: { apiRequest: api.apiRequest as never, toast }, route: '/forums/new' });
  return { ...api, toast };
}

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a new thread', () => {
  it('says what is missing before asking the service', async () => {
    const { calls } = renderPage();
    await screen.findByRole('heading', { name: 'New thread' });
    fill(/^Title/, 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(screen.getByText('The title needs at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Write something')).toBeTruthy();
    expect(screen.getByText('Choose a category', { selector: 'span' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('posts the title, Markdown, category and community chosen', async () => {
    const { calls, toast } = renderPage();
    await screen.findByRole('option', { name: 'Young Adults' });
    fill(/^Title/, 'Thursday potluck');
    fill('Category', '00000000-0000-4000-8000-00000000f101');
    fill('Where', '00000000-0000-4000-8000-00000000c101');
    fill(/^Message/, 'I can bring **soup**');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post thread' })));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/forums/threads',
      body: {
        title: 'Thursday potluck',
        body: 'I can bring **soup**',
        categoryId: '00000000-0000-4000-8000-00000000f101',
        communityId: '00000000-0000-4000-8000-00000000c101',
      },
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Your thread is started' });
  });

  it("shows the service's objection next to its field", async () => {
    const { failNext } = renderPage();
    failNext(
      'POST',
      '/api/forums/threads',
      new ApiError(400, 'The title may be at most 150 characters', {
        code: 'validation_failed',
        issues: [{ path: 'title', message: 'The title may be at most 150 characters', code: 'too_long', maximum: 150 }],
      }),
    );
    await screen.findByRole('option', { name: 'General' });
    fill(/^Title/, 'A title');
    fill('Category', '00000000-0000-4000-8000-00000000f101');
    fill(/^Message/, 'Text');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post thread' })));
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true');
  });
});
