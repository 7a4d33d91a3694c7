import { StrictMode } from 'react';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@koinonia/api-client';
import { accountRecoveryMessages } from '@koinonia/contracts';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import AutoLoginPage from './AutoLoginPage';

const user = { id: 'u1', firstName: 'Miriam', email: 'member@example.org' };

function renderAt(route: string, apiRequest: jest.Mock) {
  renderWithShell(
    <StrictMode>
      <Routes>
        <Route path="/auto-login" element={<AutoLoginPage />} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/prayer-wall" element={<p>Prayer wall</p>} />
      </Routes>
    </StrictMode>,
    { route, shell: { user: null, apiRequest: apiRequest as never } },
  );
}

describe('AutoLoginPage (/auto-login)', () => {
  beforeEach(() => window.localStorage.clear());

  it('redeems the token once, even under StrictMode, and goes home', async () => {
    const apiRequest = jest.fn(async () => user);
    await act(async () => renderAt('/auto-login?token=abc', apiRequest));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/auth/auto-login', { token: 'abc' });
  });

  it('SPEC §2: goes on to returnTo after signing in', async () => {
    await act(async () => renderAt('/auto-login?token=abc&returnTo=%2Fprayer-wall', jest.fn(async () => user)));
    expect(await screen.findByText('Prayer wall')).toBeTruthy();
  });

  it('shows why a bad link failed, with a way to sign in', async () => {
    const apiRequest = jest.fn(async () => {
      throw new ApiError(400, accountRecoveryMessages.invalidLink);
    });
    await act(async () => renderAt('/auto-login?token=used', apiRequest));
    expect(await screen.findByText(accountRecoveryMessages.invalidLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says an incomplete link is incomplete without calling the server', async () => {
    const apiRequest = jest.fn();
    await act(async () => renderAt('/auto-login', apiRequest));
    expect(screen.getByText('This sign-in link is incomplete.')).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
