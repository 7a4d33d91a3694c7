import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import type { WeeklyCheckin, WeeklyCheckinPage } from '@koinonia/contracts';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import WeeklyCheckinPageComponent from './WeeklyCheckinPage';

const checkin = (weekStart: string, overrides: Partial<WeeklyCheckin> = {}): WeeklyCheckin => ({
  id: `id-${weekStart}`,
  weekStart,
  spiritualGrowth: 4,
  prayerLife: 3,
  bibleReading: 5,
  community: 2,
  gratitude: null,
  prayerRequest: null,
  createdAt: `${weekStart}T18:00:00.000Z`,
  updatedAt: `${weekStart}T18:00:00.000Z`,
  ...overrides,
});

const notYet = new ApiError(404, 'No check-in this week yet');

/** A fake server: this week's check-in (or none), and history pages by cursor. */
function server(
  options: { current?: WeeklyCheckin | null; pages?: Record<string, WeeklyCheckinPage>; historyError?: Error } = {},
) {
  let current = options.current ?? null;
  const pages = options.pages ?? { first: { items: [], nextCursor: null } };
  return jest.fn(async (method: string, url: string, body?: Record<string, unknown>) => {
    if (url === '/api/user/weekly-checkins/current' && method === 'GET') {
      if (!current) throw notYet;
      return current;
    }
    if (url === '/api/user/weekly-checkins/current' && method === 'PUT') {
      current = checkin('2026-11-23', { ...body, id: 'this-week' } as Partial<WeeklyCheckin>);
      return current;
    }
    if (url.startsWith('/api/user/weekly-checkins')) {
      if (options.historyError) throw options.historyError;
      const cursor = new URL(url, 'http://test').searchParams.get('cursor') ?? 'first';
      return pages[cursor];
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
}

function renderPage(apiRequest: jest.Mock) {
  const toast = jest.fn();
  renderWithShell(<WeeklyCheckinPageComponent />, { shell: { apiRequest: apiRequest as never, toast } });
  return { toast };
}

const rate = (legend: string, value: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: legend })).getByRole('radio', { name: value }));

describe('WeeklyCheckinPage', () => {
  it('SPEC §2: offers the four ratings as labelled 1–5 radio groups and the two texts', async () => {
    renderPage(server());
    for (const legend of ['Spiritual growth', 'Prayer life', 'Bible reading', 'Community']) {
      const group = await screen.findByRole('group', { name: legend });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['1', '2', '3', '4', '5']);
    }
    expect(screen.getByLabelText('What are you grateful for this week?')).toBeTruthy();
    expect(screen.getByLabelText('Is there anything you would like prayer for?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save check-in' })).toBeTruthy();
  });

  it("saves this week's check-in, says so, and then offers Update", async () => {
    const apiRequest = server();
    const { toast } = renderPage(apiRequest);
    await screen.findByRole('group', { name: 'Community' });
    rate('Spiritual growth', '4');
    rate('Prayer life', '3');
    rate('Bible reading', '5');
    rate('Community', '2');
    fireEvent.change(screen.getByLabelText('What are you grateful for this week?'), { target: { value: 'Family' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save check-in' })));
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/user/weekly-checkins/current', {
      spiritualGrowth: 4,
      prayerLife: 3,
      bibleReading: 5,
      community: 2,
      gratitude: 'Family',
      prayerRequest: '',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Check-in saved' }));
    expect(await screen.findByRole('button', { name: 'Update check-in' })).toBeTruthy();
  });

  it('starts from the saved answers when this week is already done, and updates them', async () => {
    const apiRequest = server({ current: checkin('2026-11-23', { community: 5, prayerRequest: 'Wisdom' }) });
    const { toast } = renderPage(apiRequest);
    const community = await screen.findByRole('group', { name: 'Community' });
    expect((within(community).getByRole('radio', { name: '5' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Is there anything you would like prayer for?') as HTMLTextAreaElement).value).toBe(
      'Wisdom',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update check-in' })));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Check-in updated' }));
  });

  it("shows the server's message under a rating left unanswered", async () => {
    const apiRequest = jest.fn(async (method: string) => {
      if (method === 'PUT') {
        throw new ApiError(400, 'Some fields are not valid', {
          issues: [{ path: 'community', message: 'Community must be a rating from 1 to 5' }],
        });
      }
      throw notYet;
    });
    renderPage(apiRequest);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Save check-in' })));
    const community = screen.getByRole('group', { name: 'Community' });
    expect(community.getAttribute('aria-invalid')).toBe('true');
    expect(within(community).getByText('Community must be a rating from 1 to 5')).toBeTruthy();
  });

  it('lists the history newest first, and Load more brings the next page', async () => {
    renderPage(
      server({
        pages: {
          first: {
            items: [checkin('2026-11-16', { gratitude: 'Small group' }), checkin('2026-11-09')],
            nextCursor: 'second',
          },
          second: { items: [checkin('2026-10-26', { prayerRequest: 'Healing' })], nextCursor: null },
        },
      }),
    );
    const history = await screen.findByRole('list');
    expect(
      within(history)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Week of November 16, 2026', 'Week of November 9, 2026']);
    expect(within(history).getByText('Small group')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await within(history).findByText('Week of October 26, 2026')).toBeTruthy();
    expect(within(history).getByText('Healing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there is no history yet', async () => {
    renderPage(server());
    expect(await screen.findByText('No check-ins yet')).toBeTruthy();
  });

  it('shows a history that failed to load with Retry', async () => {
    const apiRequest = server({ historyError: new Error('Server error. Please try again in a moment.') });
    renderPage(apiRequest);
    expect(await screen.findByText('Server error. Please try again in a moment.')).toBeTruthy();
    const historyCalls = () => apiRequest.mock.calls.filter(([, url]) => url === '/api/user/weekly-checkins').length;
    const before = historyCalls();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(historyCalls()).toBe(before + 1);
  });
});
