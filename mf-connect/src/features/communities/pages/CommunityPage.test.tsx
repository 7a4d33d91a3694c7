import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { community, fakeCommunities, member } from '../testing/fake-communities';
import { CommunityPage } from './CommunityPage';

function renderCommunity(shown: ReturnType<typeof community>) {
  const api = fakeCommunities({
    communities: [shown],
    members: {
      [shown.id]: [member({ name: 'Grace Kim', role: 'admin' }), member({ name: 'Lucas Ferreira', role: 'leader' })],
    },
  });
  renderWithShell(
    <Routes>
      <Route path="/communities/:communityId" element={<CommunityPage />} />
    </Routes>,
    { shell: { apiRequest: api.apiRequest as never }, route: `/communities/${shown.id}` },
  );
  return api;
}

describe('one community', () => {
  it('shows what it is about, its campus and its members with their roles, and joins it', async () => {
    renderCommunity(
      community({
        name: 'Young Adults',
        description: 'Thursdays at seven.',
        campus: { id: 'c1', name: 'North Campus' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Young Adults', level: 1 })).toBeTruthy();
    expect(screen.getByText('Thursdays at seven.')).toBeTruthy();
    expect(screen.getByText('Campus: North Campus')).toBeTruthy();
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getByText('Grace Kim').closest('li')?.textContent).toContain('Admin');
    expect(within(members).getByText('Lucas Ferreira').closest('li')?.textContent).toContain('Leader');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join' })));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage this community' })).toBeNull();
  });

  it("keeps a by-request community's members to its members", async () => {
    const { calls } = renderCommunity(community({ name: 'Bible Study', privacy: 'by_request' }));
    expect(await screen.findByText('Its members see who is in this community.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/members'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Request to join' })).toBeTruthy();
  });

  it('links its admins to its management', async () => {
    renderCommunity(community({ name: 'Young Adults', myStanding: 'admin', canManage: true }));
    expect((await screen.findByRole('link', { name: 'Manage this community' })).getAttribute('href')).toMatch(
      /^\/community-management\//,
    );
  });
});
