import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { churchMembershipMessages, DEMO_CHURCH, NEIGHBOUR_CHURCH } from '@koinonia/contracts';
import { renderWithShell, testUser } from '@koinonia/shell-contract/testing';
import OnboardingPage from '../pages/OnboardingPage';
import { DEMO_JOIN_CODE, fakeOnboardingApi, type FakeOnboardingOptions } from '../testing/fake-onboarding-api';

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current URL">{`${pathname}${search}`}</output>;
}

function renderChurchStep(route: string, options: FakeOnboardingOptions = {}) {
  const apiRequest = fakeOnboardingApi(options);
  renderWithShell(
    <>
      <Routes>
        <Route path="/onboarding/:step" element={<OnboardingPage />} />
      </Routes>
      <CurrentUrl />
    </>,
    { route, shell: { user: testUser(), apiRequest: apiRequest as never } },
  );
  return apiRequest;
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const currentUrl = () => screen.getByRole('status', { name: 'Current URL' }).textContent;
const pendingText = (church: string) => `Your request to join ${church} is waiting for the church's staff to accept it.`;
const pending = (church = DEMO_CHURCH): FakeOnboardingOptions => ({
  membership: { status: 'pending', church, requestedAt: '2027-03-01T10:00:00.000Z' },
});

describe('ChurchStep: asking to join a church', () => {
  it('asks to join the chosen church, then says the request waits for its staff, with focus on the news', async () => {
    const apiRequest = renderChurchStep('/onboarding/church');
    await act(async () => fireEvent.click(await screen.findByRole('radio', { name: DEMO_CHURCH.name })));
    await click('Ask to join');
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/user/onboarding/church', { churchId: DEMO_CHURCH.id });
    const heading = await screen.findByRole('heading', { name: `Waiting for ${DEMO_CHURCH.name}` });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(pendingText(DEMO_CHURCH.name))).toBeTruthy();
    expect(screen.getByText('Sent on March 1, 2027')).toBeTruthy();
    // No Skip while a request stands: Continue goes on and keeps it.
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });

  it('shows a pending request when the member comes back, and goes on keeping it', async () => {
    const apiRequest = renderChurchStep('/onboarding/church', pending());
    expect(await screen.findByText(pendingText(DEMO_CHURCH.name))).toBeTruthy();
    await click('Continue');
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/user/onboarding/church', { churchId: null });
    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
  });

  it('withdraws the request and offers the church search again, focused', async () => {
    const apiRequest = renderChurchStep('/onboarding/church', pending());
    await screen.findByText(pendingText(DEMO_CHURCH.name));
    await click('Withdraw request');
    expect(apiRequest).toHaveBeenCalledWith('DELETE', '/api/church-memberships/mine/request');
    const search = await screen.findByLabelText('Search churches by name');
    expect(document.activeElement).toBe(search);
    expect(screen.queryByText(pendingText(DEMO_CHURCH.name))).toBeNull();
    expect(await screen.findByRole('radio', { name: DEMO_CHURCH.name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
  });

  it('lets the member ask another church instead, or keep the request', async () => {
    const apiRequest = renderChurchStep('/onboarding/church', pending());
    await screen.findByText(pendingText(DEMO_CHURCH.name));
    await click('Choose another church');
    expect(screen.getByText(`Asking another church replaces your request to join ${DEMO_CHURCH.name}.`)).toBeTruthy();
    // The church already asked is not offered again: asking anew would put the member back in line.
    const asked = (await screen.findByRole('radio', { name: `${DEMO_CHURCH.name} Request sent` })) as HTMLInputElement;
    expect(asked.disabled).toBe(true);
    await click('Keep my request');
    expect(screen.getByText(pendingText(DEMO_CHURCH.name))).toBeTruthy();

    await click('Choose another church');
    await act(async () => fireEvent.click(await screen.findByRole('radio', { name: NEIGHBOUR_CHURCH.name })));
    await click('Ask to join');
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/user/onboarding/church', { churchId: NEIGHBOUR_CHURCH.id });
    expect(await screen.findByText(pendingText(NEIGHBOUR_CHURCH.name))).toBeTruthy();
  });

  it('says so when the member already belongs to a church, and goes on', async () => {
    renderChurchStep('/onboarding/church', { membership: { status: 'member', church: DEMO_CHURCH, requestedAt: null } });
    expect(await screen.findByRole('heading', { name: `Your church: ${DEMO_CHURCH.name}` })).toBeTruthy();
    expect(screen.getByText(`You are a member of ${DEMO_CHURCH.name}. You can see the church's prayers, events and news.`)).toBeTruthy();
    expect(screen.queryByLabelText('Search churches by name')).toBeNull();
  });
});

describe('ChurchStep: a shared join link (?join=<code>)', () => {
  it('offers to join the church the link names, joins on click and says the member belongs to it', async () => {
    const apiRequest = renderChurchStep(`/onboarding/church?join=${DEMO_JOIN_CODE}`);
    expect(await screen.findByRole('heading', { name: DEMO_CHURCH.name })).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith('GET', `/api/church-memberships/join?code=${DEMO_JOIN_CODE}`);
    await click(`Join ${DEMO_CHURCH.name}`);
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/church-memberships/join', { code: DEMO_JOIN_CODE });
    // The session is read again, as after any change of church.
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/auth/session/refresh');
    const welcome = await screen.findByRole('heading', { name: `Welcome to ${DEMO_CHURCH.name}` });
    expect(document.activeElement).toBe(welcome);
    expect(screen.getByText(`You are a member of ${DEMO_CHURCH.name}. You can see the church's prayers, events and news.`)).toBeTruthy();
    // The used link leaves the address, so Back and reload show the membership, not the offer.
    expect(currentUrl()).toBe('/onboarding/church');
    await click('Continue');
    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
  });

  it('says an unknown or replaced link is not valid and offers the usual church search', async () => {
    renderChurchStep('/onboarding/church?join=Old_link_that_stopped1');
    expect((await screen.findByText(churchMembershipMessages.invalidJoinLink)).closest('[role="alert"]')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: DEMO_CHURCH.name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Join ${DEMO_CHURCH.name}` })).toBeNull();
  });

  it('lets the member find another church instead of the one the link names', async () => {
    renderChurchStep(`/onboarding/church?join=${DEMO_JOIN_CODE}`);
    await screen.findByRole('heading', { name: DEMO_CHURCH.name });
    await click('Find another church instead');
    expect(currentUrl()).toBe('/onboarding/church');
    expect(await screen.findByLabelText('Search churches by name')).toBeTruthy();
  });

  it('tells a member of another church that the link cannot move them', async () => {
    renderChurchStep(`/onboarding/church?join=${DEMO_JOIN_CODE}`, {
      membership: { status: 'member', church: NEIGHBOUR_CHURCH, requestedAt: null },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(churchMembershipMessages.alreadyMember)).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Your church: ${NEIGHBOUR_CHURCH.name}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Join ${DEMO_CHURCH.name}` })).toBeNull();
  });
});
