import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { DEMO_CHURCH, USERNAME_TAKEN_MESSAGE } from '@koinonia/contracts';
import type { ShellValue } from '@koinonia/shell-contract';
import { renderWithShell, testUser } from '@koinonia/shell-contract/testing';
import { fakeOnboardingApi as fakeApi } from '../testing/fake-onboarding-api';
import OnboardingPage from './OnboardingPage';


function renderAt(route: string, shell: Partial<ShellValue>) {
  return renderWithShell(
    <Routes>
      <Route path="/onboarding" element={<OnboardingPage />} />
      <Route path="/onboarding/:step" element={<OnboardingPage />} />
      <Route path="/dashboard" element={<p>Dashboard</p>} />
    </Routes>,
    { route, shell },
  );
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('OnboardingPage (SPEC §2 /onboarding/{step})', () => {
  it('offers a signed-out visitor of a join link to sign up, or to sign in and come back to the link', () => {
    renderAt('/onboarding/church?join=Grace_Fellowship_Link1', { user: null });
    expect(screen.getByText(/Create your account to join the church that shared this link\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'I have an account: sign in to join' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/onboarding/church?join=Grace_Fellowship_Link1')}`,
    );
  });

  it('shows the sign-up form first when signed out, with the staff invitation it came with', () => {
    renderAt('/onboarding?invite=staff&communityId=c1&role=group_admin&communityName=Young%20Adults', { user: null });
    expect(screen.getByRole('heading', { name: 'Create your Koinonia account' })).toBeTruthy();
    expect(screen.getByText("You're invited to join Young Adults as group admin")).toBeTruthy();
  });

  it('walks profile → church → interests → language with progress, saving each, then opens the dashboard', async () => {
    const apiRequest = fakeApi();
    const setLanguage = jest.fn();
    const language = { code: 'en', dir: 'ltr' as const, isLoading: false, t: (_key: string, fallback?: string) => fallback ?? _key, setLanguage };
    renderAt('/onboarding', { user: testUser(), apiRequest: apiRequest as never, language });

    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Naomi' } });
    await click('Continue');
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/user/onboarding/profile', { firstName: 'Naomi', lastName: 'Comer', username: '' });

    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Your church');
    const askButton = (await screen.findByRole('button', { name: 'Ask to join' })) as HTMLButtonElement;
    expect(askButton.disabled).toBe(true);
    await act(async () => fireEvent.click(await screen.findByRole('radio', { name: DEMO_CHURCH.name })));
    await click('Ask to join');
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/user/onboarding/church', { churchId: DEMO_CHURCH.id });
    // Choosing a church asks to join it: the step says so before going on.
    expect(await screen.findByText(`Your request to join ${DEMO_CHURCH.name} is waiting for the church's staff to accept it.`)).toBeTruthy();
    await click('Continue');
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/user/onboarding/church', { churchId: null });
    // The gateway's session reads the member's church again.
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/auth/session/refresh');

    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Music' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Prayer' }));
    await click('Continue');
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/user/onboarding/interests', { interests: ['prayer', 'music'] });

    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Choose your language'), { target: { value: 'ar' } });
    await click('Finish');
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/user/onboarding/language', { preferredLanguage: 'ar' });
    expect(setLanguage).toHaveBeenCalledWith('ar');
    expect(await screen.findByText('Dashboard')).toBeTruthy();
  });

  it('skips an optional step by saving no choice, and goes back', async () => {
    const apiRequest = fakeApi();
    renderAt('/onboarding/church', { user: testUser(), apiRequest: apiRequest as never });
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    await click('Skip');
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/user/onboarding/church', { churchId: null });
    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
    await click('Back');
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
  });

  it('marks the current step in the progress list', async () => {
    renderAt('/onboarding/interests', { user: testUser(), apiRequest: fakeApi() as never });
    const progress = await screen.findByRole('navigation', { name: 'Onboarding progress' });
    expect(within(progress).getByText('Interests').getAttribute('aria-current')).toBe('step');
  });

  it('shows a field message from the server beside its field', async () => {
    renderAt('/onboarding/profile', { user: testUser(), apiRequest: fakeApi() as never });
    fireEvent.change(await screen.findByLabelText('Username (optional)'), { target: { value: 'taken' } });
    await click('Continue');
    expect(await screen.findByText(USERNAME_TAKEN_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  it('sends an unknown step to the first open one', async () => {
    renderAt('/onboarding/payment', { user: testUser(), apiRequest: fakeApi() as never });
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
  });
});
