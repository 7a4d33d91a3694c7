import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { campus, community, fakeCommunities } from '../testing/fake-communities';
import { DirectoryPage } from './DirectoryPage';

function renderDirectory(communities = [community({ name: 'Young Adults' })]) {
  const api = fakeCommunities({
    communities,
    campuses: [campus({ name: 'Main Campus' }), campus({ name: 'North Campus' })],
  });
  const toast = jest.fn();
  renderWithShell(<DirectoryPage />, { shell: { apiRequest: api.apiRequest as never, toast }, route: '/communities' });
  return { ...api, toast };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('the communities directory', () => {
  it('shows each community with its type, privacy, campus, size and the reader’s standing', async () => {
    renderDirectory([
      community({
        name: 'Young Adults',
        campus: { id: 'c1', name: 'Main Campus' },
        memberCount: 12,
        myStanding: 'leader',
      }),
      community({ name: "Men's Bible Study", privacy: 'by_request', type: 'group' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Communities', level: 1 })).toBeTruthy();
    const youngAdults = within(await card('Young Adults'));
    expect(youngAdults.getByText('Open')).toBeTruthy();
    expect(youngAdults.getByText('Main Campus')).toBeTruthy();
    expect(youngAdults.getByText('Members: 12')).toBeTruthy();
    expect(youngAdults.getByText('Leader')).toBeTruthy();
    expect(youngAdults.getByRole('button', { name: 'Leave' })).toBeTruthy();
    const bibleStudy = within(await card("Men's Bible Study"));
    expect(bibleStudy.getByText('By request')).toBeTruthy();
    expect(bibleStudy.getByRole('button', { name: 'Request to join' })).toBeTruthy();
  });

  it('joins an open community at once', async () => {
    const { calls, toast } = renderDirectory([community({ name: 'Young Adults' })]);
    await act(async () => fireEvent.click(within(await card('Young Adults')).getByRole('button', { name: 'Join' })));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', url: expect.stringMatching(/\/join$/) }));
    expect(toast).toHaveBeenCalledWith({ title: 'You joined Young Adults' });
    expect(await within(await card('Young Adults')).findByRole('button', { name: 'Leave' })).toBeTruthy();
  });

  it('asks to join a by-request community, and takes the request back', async () => {
    renderDirectory([community({ name: 'Bible Study', privacy: 'by_request' })]);
    await act(async () =>
      fireEvent.click(within(await card('Bible Study')).getByRole('button', { name: 'Request to join' })),
    );
    const requested = await within(await card('Bible Study')).findByRole('button', {
      name: 'Requested: cancel your request to join Bible Study',
    });
    expect(requested.textContent).toBe('Requested (cancel)');
    await act(async () => fireEvent.click(requested));
    expect(await within(await card('Bible Study')).findByRole('button', { name: 'Request to join' })).toBeTruthy();
  });

  it('asks before leaving', async () => {
    renderDirectory([community({ name: 'Young Adults', myStanding: 'member' })]);
    fireEvent.click(within(await card('Young Adults')).getByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Young Adults?' });
    expect(within(dialog).getByText('You can join again at any time.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(within(await card('Young Adults')).getByRole('button', { name: 'Leave' }));
    await act(async () =>
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' })),
    );
    expect(await within(await card('Young Adults')).findByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it('shows the last admin’s refusal in the dialog', async () => {
    const young = community({ name: 'Young Adults', myStanding: 'admin' });
    const { failNext } = renderDirectory([young]);
    failNext(
      'DELETE',
      `/api/communities/${young.id}/membership`,
      new ApiError(409, 'A community needs an admin: make someone else its admin first', {
        code: 'community_last_admin',
      }),
    );
    fireEvent.click(within(await card('Young Adults')).getByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Young Adults?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' })));
    expect(
      await within(dialog).findByText('A community needs an admin: make someone else its admin first'),
    ).toBeTruthy();
  });

  it('searches by words and filters by type, keeping the filters in the address', async () => {
    const { calls } = renderDirectory([
      community({ name: 'Young Adults' }),
      community({ name: 'Worship Team', type: 'ministry' }),
    ]);
    await card('Young Adults');
    fireEvent.change(screen.getByLabelText('Search communities'), { target: { value: 'worship' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Young Adults' })).toBeNull());
    expect(await card('Worship Team')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/communities?limit=20&q=worship');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'group' } });
    expect(await screen.findByText('No communities match')).toBeTruthy();
    expect(screen.getByLabelText('Campus')).toBeTruthy();
  });

  it('says so when the church has no communities yet', async () => {
    renderDirectory([]);
    expect(await screen.findByText('No communities yet')).toBeTruthy();
  });

  it('loads more communities a page at a time', async () => {
    renderDirectory(
      Array.from({ length: 21 }, (_, index) => community({ name: `Group ${String(index + 1).padStart(2, '0')}` })),
    );
    expect(await card('Group 20')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Group 21' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await card('Group 21')).toBeTruthy();
  });
});
