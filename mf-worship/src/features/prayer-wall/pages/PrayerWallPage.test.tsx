import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { fakePrayerWall, prayer } from '../testing/fake-prayer-wall';
import { PrayerWallPage } from './PrayerWallPage';

function renderWall(initial = [prayer({ title: 'Healing for my mother' })]) {
  const api = fakePrayerWall(initial);
  const toast = jest.fn();
  renderWithShell(<PrayerWallPage />, { shell: { apiRequest: api.apiRequest as never, toast } });
  return { ...api, toast };
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('the prayer wall', () => {
  it("lists the church's requests with who shared them, and hides an anonymous author", async () => {
    renderWall([
      prayer({ title: 'A new job', visibility: 'anonymous', authorName: null }),
      prayer({ title: 'Healing for my mother' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Prayer Wall' })).toBeTruthy();
    expect(within(await screen.findByRole('article', { name: 'A new job' })).getByText('Anonymous')).toBeTruthy();
    expect(within(card('Healing for my mother')).getByText('Lucas Ferreira')).toBeTruthy();
    expect(within(card('Healing for my mother')).getByText('2 praying')).toBeTruthy();
  });

  it('says so when nobody has shared a request yet', async () => {
    renderWall([]);
    expect(await screen.findByText('No prayer requests yet')).toBeTruthy();
  });

  it('asks for a title and a request before sharing, then puts the new request on the wall', async () => {
    const { calls, toast } = renderWall();
    fireEvent.click(await screen.findByRole('button', { name: 'Share a prayer request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share request' }));
    expect(screen.getByText('Give your request a title')).toBeTruthy();
    expect(screen.getByText('Write what you would like prayer for')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Courage' } });
    fireEvent.change(screen.getByLabelText('Your request'), { target: { value: 'An interview on Monday.' } });
    fireEvent.click(screen.getByLabelText(/^Anonymous/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share request' })));

    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/prayers',
      body: {
        title: 'Courage',
        body: 'An interview on Monday.',
        category: 'other',
        visibility: 'anonymous',
        circleIds: [],
      },
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Your request is on the prayer wall' });
    expect(await screen.findByRole('article', { name: 'Courage' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share request' })).toBeNull();
  });

  it("shows the server's objection next to the field it is about", async () => {
    const { failNext } = renderWall();
    failNext(
      'POST',
      '/api/prayers',
      new ApiError(400, 'Use at most 120 characters', {
        code: 'validation_failed',
        issues: [{ path: 'title', message: 'Use at most 120 characters', code: 'too_long', maximum: 120 }],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share a prayer request' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Courage' } });
    fireEvent.change(screen.getByLabelText('Your request'), { target: { value: 'An interview on Monday.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share request' })));
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use at most 120 characters')).toBeTruthy();
  });

  it('counts "I prayed" at once and takes it back when the call fails', async () => {
    const { failNext, toast } = renderWall();
    const pray = await screen.findByRole('button', { name: 'I prayed' });
    await act(async () => fireEvent.click(pray));
    expect(within(card('Healing for my mother')).getByText('3 praying')).toBeTruthy();
    expect(pray.getAttribute('aria-pressed')).toBe('true');

    const id = screen
      .getByRole('article', { name: 'Healing for my mother' })
      .getAttribute('aria-labelledby')!
      .replace('prayer-', '');
    failNext('DELETE', `/api/prayers/${id}/prayed`, new ApiError(503, 'The service is busy'));
    await act(async () => fireEvent.click(pray));
    expect(within(card('Healing for my mother')).getByText('3 praying')).toBeTruthy();
    expect(pray.getAttribute('aria-pressed')).toBe('true');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
  });

  it('lets the author mark a request answered with a testimony, and delete it after confirming', async () => {
    const { toast, calls } = renderWall([prayer({ title: 'My request', isMine: true })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as answered' }));
    const answering = screen.getByRole('alertdialog', { name: 'Mark as answered' });
    fireEvent.change(within(answering).getByLabelText('Tell how God answered (optional)'), {
      target: { value: 'I got the job!' },
    });
    await act(async () => fireEvent.click(within(answering).getByRole('button', { name: 'Mark as answered' })));
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', body: { answered: true, testimony: 'I got the job!' } }),
    );
    expect(await within(card('My request')).findByText('I got the job!')).toBeTruthy();
    expect(within(card('My request')).getByText('Answered')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this request?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'My request' })).toBeNull());
    expect(toast).toHaveBeenCalledWith({ title: 'Your request was deleted' });
  });

  it('lets the author edit a request in place, category and audience included', async () => {
    const { calls } = renderWall([prayer({ title: 'My request', isMine: true })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('region', { name: 'Edit your request' });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'My request, rewritten' } });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'family' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' })));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        body: expect.objectContaining({ title: 'My request, rewritten', category: 'family' }),
      }),
    );
    expect(await screen.findByRole('article', { name: 'My request, rewritten' })).toBeTruthy();
    expect(within(card('My request, rewritten')).getByText('Family')).toBeTruthy();
    expect(within(card('My request, rewritten')).getByText('Edited')).toBeTruthy();
  });

  it("offers the author's circles when a request is private", async () => {
    const api = fakePrayerWall({
      wall: [],
      circles: [
        {
          id: '00000000-0000-4000-8000-0000000c0001',
          name: 'Tuesday prayer partners',
          description: '',
          memberCount: 2,
          isOwner: false,
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
    });
    renderWithShell(<PrayerWallPage />, { shell: { apiRequest: api.apiRequest as never, toast: jest.fn() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Share a prayer request' }));
    expect(screen.queryByLabelText('Tuesday prayer partners')).toBeNull();
    fireEvent.click(screen.getByLabelText(/^Private/));
    fireEvent.click(await screen.findByLabelText('Tuesday prayer partners'));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Quiet' } });
    fireEvent.change(screen.getByLabelText('Your request'), { target: { value: 'Between us.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share request' })));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ visibility: 'private', circleIds: ['00000000-0000-4000-8000-0000000c0001'] }),
      }),
    );
  });

  it('filters by whose requests and by category, and says when nothing matches', async () => {
    const { calls } = renderWall([
      prayer({ title: 'Healing for my mother', category: 'health' }),
      prayer({ title: 'Mine', isMine: true }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'My requests' }));
    expect(await screen.findByRole('article', { name: 'Mine' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Healing for my mother' })).toBeNull();
    expect(calls.map((call) => call.url)).toContain('/api/prayers?limit=20&scope=mine');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'grief' } });
    expect(await screen.findByText('No requests match')).toBeTruthy();
  });

  it("reports someone else's request with a reason, and then shows it reported", async () => {
    const { calls, toast } = renderWall();
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Report this request' });
    fireEvent.click(within(dialog).getByLabelText('Harmful or threatening'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' })));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', body: { reason: 'harmful', details: '' } }));
    expect(toast).toHaveBeenCalledWith({ title: "Thank you. Your church's moderators will look at it." });
    expect(await within(card('Healing for my mother')).findByText('Reported')).toBeTruthy();
  });

  it('opens the form filled in from the journal (?share=1&title=&body=)', async () => {
    const api = fakePrayerWall([]);
    renderWithShell(<PrayerWallPage />, {
      shell: { apiRequest: api.apiRequest as never, toast: jest.fn() },
      route: '/?share=1&title=Patience&body=Help%20me%20wait%20well.',
    });
    expect(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).value).toBe('Patience');
    expect((screen.getByLabelText('Your request') as HTMLTextAreaElement).value).toBe('Help me wait well.');
  });

  it("offers no answered or delete buttons on someone else's request", async () => {
    renderWall();
    await screen.findByRole('button', { name: 'I prayed' });
    expect(screen.queryByRole('button', { name: 'Mark as answered' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
