import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { community, fakeCommunities } from '../testing/fake-communities';
import { CommunityHomePage } from './CommunityHomePage';

function renderHome(communities: ReturnType<typeof community>[], role: 'member' | 'church_admin' = 'member') {
  const api = fakeCommunities({ communities });
  renderWithShell(<CommunityHomePage />, { shell: { apiRequest: api.apiRequest as never, role } });
  return api;
}

describe("the member's community home", () => {
  it('shows their communities with their role, their pending requests and where to find more', async () => {
    renderHome([
      community({ name: 'Young Adults', myStanding: 'member', memberCount: 12 }),
      community({ name: 'Worship Ministry', type: 'ministry', myStanding: 'leader' }),
      community({ name: "Men's Bible Study", privacy: 'by_request', myStanding: 'requested' }),
      community({ name: 'Choir', myStanding: 'none' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'My communities', level: 1 })).toBeTruthy();
    const young = within(await screen.findByRole('article', { name: 'Young Adults' }));
    expect(young.getByText('Member')).toBeTruthy();
    expect(young.getByText('Members: 12')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Worship Ministry' })).getByText('Leader')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Waiting for an answer' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: "Men's Bible Study" })).getByRole('button', {
        name: /cancel your request/,
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Choir' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Discover communities' }).getAttribute('href')).toBe('/communities');
    // A leader runs a community: management is offered.
    expect(screen.getByRole('link', { name: 'Manage communities' }).getAttribute('href')).toBe('/community-management');
  });

  it('invites someone in no community to discover one, without offering management', async () => {
    renderHome([]);
    expect(await screen.findByText('You are not in a community yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage communities' })).toBeNull();
  });

  it('offers management to the church staff', async () => {
    renderHome([], 'church_admin');
    expect(await screen.findByRole('link', { name: 'Manage communities' })).toBeTruthy();
  });
});
