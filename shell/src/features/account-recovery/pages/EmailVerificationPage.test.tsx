import { StrictMode } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { accountRecoveryMessages } from '@koinonia/contracts';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import EmailVerificationPage from './EmailVerificationPage';

const renderAt = (route: string, apiRequest: jest.Mock) =>
  renderWithShell(
    <StrictMode>
      <EmailVerificationPage />
    </StrictMode>,
    { route, shell: { user: null, apiRequest: apiRequest as never } },
  );

describe('EmailVerificationPage (/email-verification)', () => {
  it('confirms the token once and says the email is verified', async () => {
    const apiRequest = jest.fn(async () => ({ emailVerified: true }));
    await act(async () => renderAt('/email-verification?token=abc', apiRequest));
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/auth/email-verification/confirm', { token: 'abc' });
  });

  it('shows a dead link with a way to get a new one', async () => {
    const apiRequest = jest.fn(async (_method: string, url: string) => {
      if (url.endsWith('/confirm')) throw new ApiError(400, accountRecoveryMessages.invalidLink);
      return { message: accountRecoveryMessages.verificationSent };
    });
    await act(async () => renderAt('/email-verification?token=old', apiRequest));
    expect(await screen.findByText(accountRecoveryMessages.invalidLink)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send verification email' })));
    expect(apiRequest).toHaveBeenLastCalledWith('POST', '/api/auth/email-verification/send');
    expect(await screen.findByText(accountRecoveryMessages.verificationSent)).toBeTruthy();
  });

  it('SPEC §2: makes no auth check; a signed-out send turns into a sign-in link that comes back', async () => {
    const apiRequest = jest.fn(async () => {
      throw new ApiError(401, 'Authentication required');
    });
    await act(async () => renderAt('/email-verification', apiRequest));
    expect(apiRequest).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send verification email' })));
    const signIn = await screen.findByRole('link', { name: 'Sign in to send a verification email' });
    expect(signIn.getAttribute('href')).toBe('/login?returnTo=%2Femail-verification');
  });

  it('says so when the email is already verified', async () => {
    const apiRequest = jest.fn(async () => {
      throw new ApiError(409, accountRecoveryMessages.alreadyVerified);
    });
    await act(async () => renderAt('/email-verification', apiRequest));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send verification email' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Your email is already verified');
  });
});
