import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { community, fakeCommunities, member } from '../testing/fake-communities';
import { ManageCommunityPage } from './ManageCommunityPage';

const men = community({ name: "Men's Bible Study", privacy: 'by_request', myStanding: 'admin', canManage: true });
const admin = member({ name: 'Grace Kim', role: 'admin', isMe: true });
const lucas = member({ name: 'Lucas Ferreira', role: 'member' });

function renderManage(options: { forbidden?: boolean; role?: 'group_admin' | 'member' } = {}) {
  const api = fakeCommunities({
    communities: [men],
    members: { [men.id]: [admin, lucas] },
    requests: {
      [men.id]: [
        {
          userId: '00000000-0000-4000-8000-0000000000a1',
          name: 'Miriam Okafor',
          requestedAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    },
    people: [{ userId: '00000000-0000-4000-8000-0000000000a2', name: 'Peter Mensah' }],
    forbidden: options.forbidden ? [men.id] : [],
  });
  const toast = jest.fn();
  renderWithShell(
    <Routes>
      <Route path="/community-management/:communityId" element={<ManageCommunityPage />} />
    </Routes>,
    {
      shell: { apiRequest: api.apiRequest as never, toast, role: options.role ?? 'group_admin' },
      route: `/community-management/${men.id}`,
    },
  );
  return { ...api, toast };
}

const membersList = () => screen.findByRole('list', { name: 'Members' });

describe('managing a community', () => {
  it('accepts a request to join: the person moves to the members', async () => {
    const { toast } = renderManage();
    expect(await screen.findByRole('heading', { name: "Men's Bible Study", level: 1 })).toBeTruthy();
    const requests = await screen.findByRole('list', { name: 'Requests to join' });
    await act(async () => fireEvent.click(within(requests).getByRole('button', { name: 'Accept Miriam Okafor' })));
    expect(toast).toHaveBeenCalledWith({ title: 'Miriam Okafor is now a member' });
    expect(await screen.findByText('Nobody is waiting to join.')).toBeTruthy();
    expect(await within(await membersList()).findByText('Miriam Okafor')).toBeTruthy();
  });

  it("changes a member's role and removes one after confirming", async () => {
    const { calls } = renderManage();
    const list = await membersList();
    await act(async () =>
      fireEvent.change(within(list).getByLabelText('Role of Lucas Ferreira'), { target: { value: 'leader' } }),
    );
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/communities/${men.id}/members/${lucas.userId}/role`,
      body: { role: 'leader' },
    });
    fireEvent.click(within(await membersList()).getByRole('button', { name: 'Remove Lucas Ferreira' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Lucas Ferreira?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Members' })).queryByText('Lucas Ferreira')).toBeNull(),
    );
  });

  it('finds a person of the church by name and adds them', async () => {
    const { calls } = renderManage();
    await membersList();
    fireEvent.change(screen.getByLabelText('Find a person of your church'), { target: { value: 'peter' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Add Peter Mensah' })));
    expect(calls).toContainEqual({
      method: 'POST',
      url: `/api/communities/${men.id}/members`,
      body: { userId: '00000000-0000-4000-8000-0000000000a2' },
    });
    expect(await within(await membersList()).findByText('Peter Mensah')).toBeTruthy();
  });

  it('saves the settings, and says what is missing first', async () => {
    const { calls } = renderManage();
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Give the community a name')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.change(name, { target: { value: 'Saturday Men' } });
    fireEvent.click(screen.getByLabelText(/^Hidden/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/communities/${men.id}`,
      body: { name: 'Saturday Men', description: men.description, type: 'group', privacy: 'hidden', campusId: null },
    });
  });

  it('shows the access the screen needs to someone who may not manage it', async () => {
    renderManage({ forbidden: true, role: 'member' });
    expect(await screen.findByText(/group admin/i)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
