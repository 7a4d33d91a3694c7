import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import {
  churchMembershipMessages,
  DEMO_CHURCH,
  demoAccount,
  type ChurchJoinRequest,
  type ChurchMember,
  type Role,
} from '@koinonia/contracts';
import { appTranslationsFor } from '@koinonia/i18n/app';
import type { ShellValue } from '@koinonia/shell-contract';
import { renderWithShell, testLanguage, testUser } from '@koinonia/shell-contract/testing';
import { MemberManagementPage } from './MemberManagementPage';

const admin = demoAccount('church_admin');
const person = (n: number, firstName: string, lastName: string) => ({
  userId: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.org`,
});
const request = (n: number, firstName: string, lastName: string): ChurchJoinRequest => ({
  ...person(n, firstName, lastName),
  requestedAt: `2027-03-0${n}T10:00:00.000Z`,
});
const member = (n: number, firstName: string, lastName: string, role: Role, manageable = true): ChurchMember => ({
  ...person(n, firstName, lastName),
  role,
  manageable,
});

interface FakeOptions {
  requests?: ChurchJoinRequest[];
  members?: ChurchMember[];
  code?: string | null;
  /** Answers a call before the fake does (a failure, or a promise that waits). */
  override?: (method: string, url: string) => unknown;
}

/** A fake of the church-membership staff API that keeps what each call changes. */
function fakeApi(options: FakeOptions = {}) {
  let requests = [...(options.requests ?? [])];
  let members = [...(options.members ?? [])];
  let code = options.code ?? null;
  let made = 0;
  return jest.fn(async (method: string, url: string, body?: { role?: Role }) => {
    const overridden = options.override?.(method, url);
    if (overridden !== undefined) return overridden;
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const [, userId, action] = /^\/api\/church-memberships\/(?:requests|members)\/([^/]+)(?:\/(\w+))?$/.exec(pathname) ?? [];
    if (method === 'GET' && pathname === '/api/church-memberships/requests') {
      const limit = Number(searchParams.get('limit'));
      const start = Number(searchParams.get('cursor') ?? 0);
      const next = start + limit < requests.length ? String(start + limit) : null;
      return { items: requests.slice(start, start + limit), nextCursor: next };
    }
    if (method === 'POST' && pathname.startsWith('/api/church-memberships/requests/')) {
      const found = requests.find((item) => item.userId === userId);
      if (!found) throw new ApiError(404, churchMembershipMessages.requestNotFound, { code: 'request_not_found' });
      requests = requests.filter((item) => item.userId !== userId);
      if (action === 'accept') members.push({ ...found, role: 'member', manageable: true });
      return undefined;
    }
    if (method === 'GET' && pathname === '/api/church-memberships/members') {
      const search = (searchParams.get('q') ?? '').toLowerCase();
      const matching = members.filter((item) => `${item.firstName} ${item.lastName} ${item.email}`.toLowerCase().includes(search));
      const offset = Number(searchParams.get('offset'));
      const limit = Number(searchParams.get('limit'));
      return { items: matching.slice(offset, offset + limit), nextOffset: offset + limit < matching.length ? offset + limit : null };
    }
    if (method === 'PUT' && action === 'role') {
      members = members.map((item) => (item.userId === userId ? { ...item, role: body!.role! } : item));
      return undefined;
    }
    if (method === 'DELETE' && pathname.startsWith('/api/church-memberships/members/')) {
      members = members.filter((item) => item.userId !== userId);
      return undefined;
    }
    if (pathname === '/api/church-memberships/join-link') {
      if (method === 'POST') code = `New_join_link_code_00${(made += 1)}`;
      return { code, church: DEMO_CHURCH };
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
}

function renderPage(apiRequest: jest.Mock, options: { role?: Role; route?: string; language?: ShellValue['language'] } = {}) {
  const toast = jest.fn();
  const user = testUser({ id: admin.id, firstName: admin.firstName, lastName: admin.lastName, role: options.role ?? 'church_admin' });
  const shell = { user, role: user.role, apiRequest: apiRequest as never, toast, ...(options.language ? { language: options.language } : {}) };
  renderWithShell(<MemberManagementPage />, { route: options.route ?? '/member-management', shell });
  return { toast };
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const rowOf = (name: string) => screen.getByText(name).closest('li')!;

describe('MemberManagementPage: refused', () => {
  it('tells someone without church staff access which access the screen needs, with no Retry', async () => {
    const apiRequest = jest.fn(async () => {
      throw new ApiError(403, 'This needs church admin access', { code: 'forbidden', requiredAccess: 'church_admin' });
    });
    renderPage(apiRequest, { role: 'member' });
    expect(await screen.findByRole('heading', { name: "You don't have access to this" })).toBeTruthy();
    expect(screen.getByText(/This page needs Church Admin access\./)).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('MemberManagementPage: requests to join', () => {
  const waiting = [request(1, 'Abigail', 'Stone'), request(2, 'Boaz', 'Field')];

  it('lists the people waiting, oldest first, with their count beside the tab', async () => {
    renderPage(fakeApi({ requests: waiting }));
    const list = await screen.findByRole('list', { name: 'Requests to join' });
    expect(within(list).getAllByRole('listitem').map((row) => row.querySelector('strong')?.textContent)).toEqual(['Abigail Stone', 'Boaz Field']);
    expect(screen.getByRole('tab', { name: /Requests to join/ }).textContent).toContain('2');
    expect(screen.getByText('Asked on Mar 1, 2027')).toBeTruthy();
  });

  it('removes an accepted person from the list at once, before the server answers, and says so', async () => {
    let answer: () => void = () => undefined;
    const apiRequest = fakeApi({
      requests: waiting,
      override: (method, url) => (method === 'POST' && url.endsWith('/accept') ? new Promise<void>((resolve) => (answer = resolve)) : undefined),
    });
    const { toast } = renderPage(apiRequest);
    await screen.findByText('Abigail Stone');
    await click(screen.getByRole('button', { name: 'Accept Abigail Stone' }));
    expect(screen.queryByText('Abigail Stone')).toBeNull();
    expect(screen.getByText('Boaz Field')).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith('POST', `/api/church-memberships/requests/${waiting[0]!.userId}/accept`);
    await act(async () => answer());
    expect(toast).toHaveBeenCalledWith({ title: 'Abigail Stone is now a member of your church' });
  });

  it('brings a person back when declining fails, and says why', async () => {
    const apiRequest = fakeApi({
      requests: waiting,
      override: (method, url) => (method === 'POST' && url.endsWith('/decline') ? Promise.reject(new ApiError(500, 'Server error. Please try again in a moment.')) : undefined),
    });
    const { toast } = renderPage(apiRequest);
    await screen.findByText('Boaz Field');
    await click(screen.getByRole('button', { name: 'Decline Boaz Field' }));
    expect(await screen.findByText('Boaz Field')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Could not decline Boaz Field', description: 'Server error. Please try again in a moment.' });
  });

  it('says no one is waiting when the list is empty', async () => {
    renderPage(fakeApi());
    expect(await screen.findByText('No one is waiting')).toBeTruthy();
  });

  it('loads the next page of requests', async () => {
    const many = Array.from({ length: 23 }, (_, index) => request(index + 1, `Person${index + 1}`, 'Waiting'));
    renderPage(fakeApi({ requests: many.map((item, index) => ({ ...item, requestedAt: new Date(Date.UTC(2027, 2, 1, 0, index)).toISOString() })) }));
    await screen.findByText('Person20 Waiting');
    expect(screen.queryByText('Person21 Waiting')).toBeNull();
    expect(screen.getByRole('tab', { name: /Requests to join/ }).textContent).toContain('20+');
    await click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Person23 Waiting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('MemberManagementPage: people', () => {
  const people = [
    member(1, 'Ruth', 'Martínez', 'church_admin', false),
    member(2, 'Daniel', 'Novak', 'admin', false),
    member(3, 'Miriam', 'Okafor', 'member'),
    member(4, 'Paul', 'Anderson', 'pastor'),
  ];
  people[0]!.userId = admin.id;
  const openPeople = async (apiRequest: jest.Mock, role: Role = 'church_admin') => {
    const rendered = renderPage(apiRequest, { role, route: '/member-management?section=people' });
    await screen.findByText('Miriam Okafor');
    return rendered;
  };
  const roleOptions = (name: string) =>
    within(within(rowOf(name)).getByRole('combobox', { name: 'Role' })).getAllByRole('option').map((option) => option.textContent);

  it('offers only the roles the signed-in person may give: up to their own', async () => {
    await openPeople(fakeApi({ members: people }));
    expect(roleOptions('Miriam Okafor')).toEqual(['Member', 'Leader', 'Group admin', 'Ministry admin', 'Pastor', 'Lead pastor', 'Church admin']);
  });

  it('offers a pastor the roles up to pastor', async () => {
    await openPeople(fakeApi({ members: people }), 'pastor');
    expect(roleOptions('Miriam Okafor')).toEqual(['Member', 'Leader', 'Group admin', 'Ministry admin', 'Pastor']);
  });

  it('shows the role read-only, with no Remove, for people the signed-in person may not manage', async () => {
    await openPeople(fakeApi({ members: people }));
    const daniel = rowOf('Daniel Novak');
    expect(within(daniel).getByText('Role: Administrator')).toBeTruthy();
    expect(within(daniel).queryByRole('combobox')).toBeNull();
    expect(within(daniel).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(rowOf('Ruth Martínez')).getByText('You')).toBeTruthy();
  });

  it('gives a new role once Save is pressed', async () => {
    const apiRequest = fakeApi({ members: people });
    const { toast } = await openPeople(apiRequest);
    const row = rowOf('Miriam Okafor');
    fireEvent.change(within(row).getByRole('combobox', { name: 'Role' }), { target: { value: 'leader' } });
    expect(apiRequest).not.toHaveBeenCalledWith('PUT', expect.anything(), expect.anything());
    await click(within(row).getByRole('button', { name: 'Save role' }));
    expect(apiRequest).toHaveBeenCalledWith('PUT', `/api/church-memberships/members/${people[2]!.userId}/role`, { role: 'leader' });
    expect(toast).toHaveBeenCalledWith({ title: 'Miriam Okafor is now Leader' });
    expect(within(row).queryByRole('button', { name: 'Save role' })).toBeNull();
  });

  it('explains a refused role change in the row', async () => {
    const apiRequest = fakeApi({
      members: people,
      override: (method) => (method === 'PUT' ? Promise.reject(new ApiError(403, churchMembershipMessages.outranked, { code: 'outranked' })) : undefined),
    });
    await openPeople(apiRequest);
    const row = rowOf('Paul Anderson');
    fireEvent.change(within(row).getByRole('combobox', { name: 'Role' }), { target: { value: 'church_admin' } });
    await click(within(row).getByRole('button', { name: 'Save role' }));
    expect(within(row).getByRole('alert').textContent).toBe(`The role of Paul Anderson was not changed: ${churchMembershipMessages.outranked}`);
  });

  it('explains a refused role change in the reader’s language, by the code of the refusal', async () => {
    const arabic: Record<string, string> = appTranslationsFor('ar') ?? {};
    const apiRequest = fakeApi({
      members: people,
      override: (method) => (method === 'PUT' ? Promise.reject(new ApiError(403, churchMembershipMessages.outranked, { code: 'outranked' })) : undefined),
    });
    renderPage(apiRequest, { route: '/member-management?section=people', language: testLanguage('ar', arabic) });
    await screen.findByText('Paul Anderson');
    const row = rowOf('Paul Anderson');
    fireEvent.change(within(row).getByRole('combobox'), { target: { value: 'church_admin' } });
    await click(within(row).getByRole('button', { name: arabic['memberManagement.saveRole'] }));
    const reason = arabic['error.outranked']!;
    const expected = arabic['memberManagement.roleChangeFailed']!.replace('{name}', 'Paul Anderson').replace('{reason}', reason);
    expect(within(row).getByRole('alert').textContent).toBe(expected);
  });

  it('asks before removing someone, and removes them only when confirmed', async () => {
    const apiRequest = fakeApi({ members: people });
    const { toast } = await openPeople(apiRequest);
    const removeButton = within(rowOf('Miriam Okafor')).getByRole('button', { name: 'Remove Miriam Okafor' });
    await click(removeButton);
    let dialog = screen.getByRole('alertdialog', { name: 'Remove Miriam Okafor?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(apiRequest).not.toHaveBeenCalledWith('DELETE', expect.anything());

    await click(removeButton);
    dialog = screen.getByRole('alertdialog', { name: 'Remove Miriam Okafor?' });
    await click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(apiRequest).toHaveBeenCalledWith('DELETE', `/api/church-memberships/members/${people[2]!.userId}`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Miriam Okafor')).toBeNull();
    expect(toast).toHaveBeenCalledWith({ title: 'Miriam Okafor is no longer a member of your church' });
  });

  it('searches by name and says when no one matches', async () => {
    jest.useFakeTimers();
    try {
      const apiRequest = fakeApi({ members: people });
      await openPeople(apiRequest);
      fireEvent.change(screen.getByLabelText('Search by name or email'), { target: { value: 'zzz' } });
      await act(async () => jest.advanceTimersByTime(300));
      expect(await screen.findByText('No one matches “zzz”')).toBeTruthy();
      expect(apiRequest).toHaveBeenCalledWith('GET', '/api/church-memberships/members?offset=0&limit=25&q=zzz');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('MemberManagementPage: join link', () => {
  const openJoinLink = (apiRequest: jest.Mock) => renderPage(apiRequest, { route: '/member-management?section=join-link' });

  it('creates the first join link and shows it whole, ready to copy', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const apiRequest = fakeApi({ code: null });
    openJoinLink(apiRequest);
    expect(await screen.findByText(`${DEMO_CHURCH.name} has no join link yet.`)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Create a join link' }));
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/church-memberships/join-link');
    const field = (await screen.findByLabelText(`Join link for ${DEMO_CHURCH.name}`)) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/onboarding/church?join=New_join_link_code_001`);
    await click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(field.value);
    expect(screen.getByText('Link copied')).toBeTruthy();
  });

  it('makes a new link only after saying the old one stops working', async () => {
    const apiRequest = fakeApi({ code: 'Old_join_link_code_0001' });
    openJoinLink(apiRequest);
    const field = (await screen.findByLabelText(`Join link for ${DEMO_CHURCH.name}`)) as HTMLInputElement;
    expect(field.value).toContain('join=Old_join_link_code_0001');
    await click(screen.getByRole('button', { name: 'Make a new link' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Make a new join link?' });
    expect(within(dialog).getByText('The current link stops working at once: anyone who has it will need the new one.')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/church-memberships/join-link');
    expect(field.value).toContain('join=New_join_link_code_001');
  });
});

describe('MemberManagementPage: sections', () => {
  it('moves between its sections with the arrow keys, as tabs do', async () => {
    renderPage(fakeApi({ code: null }));
    const requestsTab = await screen.findByRole('tab', { name: 'Requests to join' });
    expect(requestsTab.getAttribute('aria-selected')).toBe('true');
    await act(async () => fireEvent.keyDown(requestsTab, { key: 'ArrowRight' }));
    const peopleTab = screen.getByRole('tab', { name: 'People' });
    expect(peopleTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(peopleTab);
    await act(async () => fireEvent.keyDown(peopleTab, { key: 'End' }));
    expect(screen.getByRole('tab', { name: 'Join link' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Create a join link' })).toBeTruthy();
  });
});
