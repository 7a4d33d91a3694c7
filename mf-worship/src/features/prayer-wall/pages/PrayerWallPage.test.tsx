import { act, fireEvent, screen, within } from '@testing-library/react';
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
  it('lists the church\'s requests with who shared them, and hides an anonymous author', async () => {
    renderWall([prayer({ title: 'A new job', visibility: 'anonymous', authorName: null }), prayer({ title: 'Healing for my mother' })]);
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

    expect(calls).toContainEqual({ method: 'POST', url: '/api/prayers', body: { title: 'Courage', body: 'An interview on Monday.', visibility: 'anonymous' } });
    expect(toast).toHaveBeenCalledWith({ title: 'Your request is on the prayer wall' });
    expect(await screen.findByRole('article', { name: 'Courage' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share request' })).toBeNull();
  });

  it('shows the server\'s objection next to the field it is about', async () => {
    const { failNext } = renderWall();
    failNext('POST', '/api/prayers', new ApiError(400, 'Use at most 120 characters', { code: 'validation_failed', issues: [{ path: 'title', message: 'Use at most 120 characters', code: 'too_long', maximum: 120 }] }));
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

    const id = screen.getByRole('article', { name: 'Healing for my mother' }).getAttribute('aria-labelledby')!.replace('prayer-', '');
    failNext('DELETE', `/api/prayers/${id}/prayed`, new ApiError(503, 'The service is busy'));
    await act(async () => fireEvent.click(pray));
    expect(within(card('Healing for my mother')).getByText('3 praying')).toBeTruthy();
    expect(pray.getAttribute('aria-pressed')).toBe('true');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
  });

  it('lets the author mark a request answered and delete it after confirming', async () => {
    const { toast } = renderWall([prayer({ title: 'My request', isMine: true })]);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Mark as answered' })));
    expect(within(card('My request')).getByText('Answered')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this request?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(screen.queryByRole('article', { name: 'My request' })).toBeNull();
    expect(toast).toHaveBeenCalledWith({ title: 'Your request was deleted' });
  });

  it('offers no answered or delete buttons on someone else\'s request', async () => {
    renderWall();
    await screen.findByRole('button', { name: 'I prayed' });
    expect(screen.queryByRole('button', { name: 'Mark as answered' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
