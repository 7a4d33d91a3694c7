import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { createSection } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { EngagementBoardRoutes } from '../routes';
import { fakeEngagement, type FakeMember } from '../testing/fake-engagement';

const Section = createSection({ '/leaderboard': EngagementBoardRoutes });
const member = (n: number, displayName: string, week: number, month: number, all: number): FakeMember => ({
  userId: `00000000-0000-4000-9300-${String(n).padStart(12, '0')}`,
  displayName,
  points: { week, month, all },
});
const lucas = member(1, 'Lucas Ferreira', 44, 46, 46);
const grace = member(2, 'Grace Kim', 20, 40, 40);
const samuel = member(3, 'Samuel Mensah', 20, 30, 30);
const miriam = member(4, 'Miriam Okafor', 10, 10, 12);
const group = {
  id: '00000000-0000-4000-9200-000000000001',
  name: 'Young Adults',
  type: 'group' as const,
  description: '',
  myRole: 'member' as const,
  memberCount: 3,
};

function open(route = '/leaderboard', options: { size?: number; toast?: jest.Mock } = {}) {
  const fake = fakeEngagement([lucas, grace, samuel, miriam], {
    me: miriam.userId,
    communities: [group],
    members: { [group.id]: [miriam.userId, grace.userId] },
    size: options.size,
  });
  renderSection(Section, {
    basePath: '/leaderboard',
    route,
    shell: { apiRequest: fake.apiRequest as never, toast: options.toast ?? jest.fn() },
  });
  return fake;
}
const rows = () => screen.getAllByRole('listitem').map((row) => row.textContent?.replace(/\s+/g, ' ').trim());
const lastBoardCall = (fake: ReturnType<typeof fakeEngagement>) =>
  fake.calls.filter((call) => call.url.startsWith('/api/engagement-board?')).at(-1)!.url;

describe('the Engagement Board (/leaderboard)', () => {
  it("ranks the church's members this week, ties sharing a rank, the member's own row marked", async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Engagement Board', level: 1 })).toBeTruthy();
    expect(await screen.findByText('You are #4 with 10 points.')).toBeTruthy();
    expect(rows()).toEqual([
      expect.stringMatching(/^1.*Lucas Ferreira.*44 points$/),
      expect.stringMatching(/^2.*Grace Kim.*20 points$/),
      expect.stringMatching(/^2.*Samuel Mensah.*20 points$/),
      expect.stringMatching(/^4.*Miriam Okafor · You.*10 points$/),
    ]);
    const mine = screen.getAllByRole('listitem').find((row) => row.getAttribute('aria-current') === 'true')!;
    expect(within(mine).getByText('Miriam Okafor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'This week' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Points from the last 7 days.')).toBeTruthy();
  });

  it('changes period and community, keeping both in the address', async () => {
    const fake = open();
    await screen.findByText('You are #4 with 10 points.');
    fireEvent.click(screen.getByRole('button', { name: 'All time' }));
    expect(await screen.findByText('You are #4 with 12 points.')).toBeTruthy();
    expect(lastBoardCall(fake)).toContain('period=all');
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(await screen.findByText('Points from the last 30 days.')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Community'), { target: { value: group.id } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(lastBoardCall(fake)).toContain(`communityId=${group.id}`);
    expect(lastBoardCall(fake)).toContain('period=month');
  });

  it("shows the member's standing below the top when they are outside it", async () => {
    open('/leaderboard', { size: 2 });
    await screen.findByText('You are #4 with 10 points.');
    expect(rows()).toHaveLength(3);
    expect(rows()[2]).toMatch(/^4.*· You.*10 points$/);
  });

  it('hides the member from the board and shows them again, saying so', async () => {
    const toast = jest.fn();
    open('/leaderboard', { toast });
    const hide = await screen.findByRole('switch', { name: /Hide me from the Engagement Board/ });
    expect((hide as HTMLInputElement).checked).toBe(false);
    await act(async () => fireEvent.click(hide));
    expect(await screen.findByText('You are hidden from the board. You have 10 points in this period.')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'You are hidden from the Engagement Board.' });
    expect(rows().some((row) => row?.includes('Miriam Okafor'))).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: /Hide me/ })));
    expect(await screen.findByText('You are #4 with 10 points.')).toBeTruthy();
  });

  it('explains how points are earned, with the numbers the service counts', async () => {
    open();
    const how = within(await screen.findByRole('region', { name: 'How points are earned' }));
    expect(how.getByText('Reading a day of a reading plan').nextSibling?.textContent).toBe('+10');
    expect(how.getByText('Praying for someone’s request').nextSibling?.textContent).toBe('+2');
  });

  it('says when nobody has points yet, and when the board could not be read', async () => {
    const fake = fakeEngagement([], { me: miriam.userId });
    renderSection(Section, { basePath: '/leaderboard', shell: { apiRequest: fake.apiRequest as never } });
    expect(await screen.findByText('No points yet')).toBeTruthy();
    expect(screen.getByText('You have no points in this period yet.')).toBeTruthy();

    const failing = fakeEngagement([lucas], { me: miriam.userId });
    failing.failNext(
      'GET',
      '/api/engagement-board',
      new ApiError(500, 'The service is unavailable', { code: 'internal_error' }),
    );
    renderSection(Section, {
      basePath: '/leaderboard',
      route: '/leaderboard?period=all',
      shell: { apiRequest: failing.apiRequest as never },
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
