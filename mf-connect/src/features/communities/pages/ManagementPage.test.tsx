import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { campus, community, fakeCommunities } from '../testing/fake-communities';
import { ManagementPage } from './ManagementPage';

function renderManagement(
  role: 'church_admin' | 'group_admin' | 'member',
  communities = [community({ name: 'Young Adults', canManage: true, myStanding: 'admin' })],
) {
  const api = fakeCommunities({ communities, campuses: [campus({ name: 'Main Campus' })] });
  const toast = jest.fn();
  renderWithShell(<ManagementPage />, { shell: { apiRequest: api.apiRequest as never, toast, role } });
  return { ...api, toast };
}

describe('community management', () => {
  it('lists the communities the reader runs, each linking to its management', async () => {
    renderManagement('group_admin');
    const card = await screen.findByRole('article', { name: 'Young Adults' });
    expect(within(card).getByRole('link', { name: 'Young Adults' }).getAttribute('href')).toMatch(
      /^\/community-management\//,
    );
  });

  it('creates a community after checking its name; a group admin creates groups only', async () => {
    const { calls, toast } = renderManagement('group_admin');
    await screen.findByRole('article', { name: 'Young Adults' });
    fireEvent.click(screen.getByRole('button', { name: 'Create a community' }));
    expect(
      within(screen.getByLabelText('Type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Group']);
    fireEvent.click(screen.getByRole('button', { name: 'Create community' }));
    expect(await screen.findByText('Give the community a name')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Parents of Toddlers' } });
    fireEvent.click(screen.getByLabelText(/^By request/));
    fireEvent.change(screen.getByLabelText('Campus'), {
      target: { value: (await screen.findByRole('option', { name: 'Main Campus' })).getAttribute('value') },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create community' })));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/communities',
        body: expect.objectContaining({ name: 'Parents of Toddlers', type: 'group', privacy: 'by_request' }),
      }),
    );
    expect(toast).toHaveBeenCalledWith({ title: 'Parents of Toddlers is created' });
    expect(await screen.findByRole('article', { name: 'Parents of Toddlers' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Create a community' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Campuses' })).toBeNull();
  });

  it('gives the church staff every type and the campuses', async () => {
    const { calls } = renderManagement('church_admin');
    await screen.findByRole('article', { name: 'Young Adults' });
    fireEvent.click(screen.getByRole('button', { name: 'Create a community' }));
    expect(within(screen.getByLabelText('Type')).getAllByRole('option')).toHaveLength(3);
    expect(await screen.findByRole('heading', { name: 'Campuses' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Campus name'), { target: { value: 'North Campus' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add campus' })));
    expect(calls).toContainEqual({ method: 'POST', url: '/api/campuses', body: { name: 'North Campus', address: '' } });
    expect(await screen.findByRole('button', { name: 'Rename North Campus' })).toBeTruthy();
  });

  it('offers a plain member no form, and says they run no community yet', async () => {
    renderManagement('member', []);
    expect(await screen.findByText('You do not run a community yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a community' })).toBeNull();
  });
});
