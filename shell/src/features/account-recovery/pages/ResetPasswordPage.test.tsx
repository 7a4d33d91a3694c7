import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { accountRecoveryMessages } from '@koinonia/contracts';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import ResetPasswordPage from './ResetPasswordPage';

const renderAt = (route: string, apiRequest: jest.Mock) =>
  renderWithShell(<ResetPasswordPage />, { route, shell: { user: null, apiRequest: apiRequest as never } });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ResetPasswordPage (/reset-password)', () => {
  it('asks for the email, then says to check it with the server message', async () => {
    const apiRequest = jest.fn(async () => ({ message: accountRecoveryMessages.resetRequested }));
    renderAt('/reset-password', apiRequest);
    type('Email', 'member@example.org');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })));
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/auth/password-reset/request', { email: 'member@example.org' });
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(accountRecoveryMessages.resetRequested)).toBeTruthy();
  });

  it('asks for a sign-in link with ?mode=link', async () => {
    const apiRequest = jest.fn(async () => ({ message: accountRecoveryMessages.magicLinkRequested }));
    renderAt('/reset-password?mode=link', apiRequest);
    expect(screen.getByRole('heading', { name: 'Email me a sign-in link' })).toBeTruthy();
    type('Email', 'member@example.org');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send sign-in link' })));
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/auth/magic-link/request', { email: 'member@example.org' });
    expect(await screen.findByText(accountRecoveryMessages.magicLinkRequested)).toBeTruthy();
  });

  it('shows the server field message beside the email', async () => {
    const apiRequest = jest.fn(async () => {
      throw new ApiError(400, 'Enter a valid email address', { issues: [{ path: 'email', message: 'Enter a valid email address' }] });
    });
    renderAt('/reset-password', apiRequest);
    type('Email', 'nope');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('with a token: refuses two different passwords without calling the server', async () => {
    const apiRequest = jest.fn();
    renderAt('/reset-password?token=abc', apiRequest);
    type('New password (at least 8 characters)', 'first-password-9');
    type('Confirm the new password', 'other-password-9');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set new password' })));
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('with a token: sets the password and offers to sign in', async () => {
    const apiRequest = jest.fn(async () => undefined);
    renderAt('/reset-password?token=abc', apiRequest);
    type('New password (at least 8 characters)', 'second-password-9');
    type('Confirm the new password', 'second-password-9');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set new password' })));
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/auth/password-reset/confirm', { token: 'abc', password: 'second-password-9' });
    expect(await screen.findByRole('heading', { name: 'Your password was changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in with your new password' }).getAttribute('href')).toBe('/login');
  });

  it('with a dead token: shows the server message and the way to a new link', async () => {
    const apiRequest = jest.fn(async () => {
      throw new ApiError(400, accountRecoveryMessages.invalidLink, { code: 'invalid_token' });
    });
    renderAt('/reset-password?token=old', apiRequest);
    type('New password (at least 8 characters)', 'second-password-9');
    type('Confirm the new password', 'second-password-9');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set new password' })));
    expect((await screen.findByRole('alert')).textContent).toContain(accountRecoveryMessages.invalidLink);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/reset-password');
  });
});
