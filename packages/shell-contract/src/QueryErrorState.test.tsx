import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { createShellValue, renderWithShell, testUser } from './testing';
import { QueryErrorState } from './QueryErrorState';

const forbidden = (requiredAccess?: string) =>
  new ApiError(403, 'This needs church admin access', { code: 'forbidden', ...(requiredAccess ? { requiredAccess } : {}) });

describe('QueryErrorState', () => {
  it('shows the access a 403 needs, a way back to the dashboard and no Retry', () => {
    const onRetry = jest.fn();
    renderWithShell(<QueryErrorState error={forbidden('church_admin')} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: "You don't have access to this" })).toBeTruthy();
    expect(
      screen.getByText('This page needs Church Admin access. Ask your church administrator if you think you should have it.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names each SPEC §6 access level', () => {
    const { unmount } = renderWithShell(<QueryErrorState error={forbidden('group_admin')} />);
    expect(screen.getByText(/needs Group Admin access/)).toBeTruthy();
    unmount();
    renderWithShell(<QueryErrorState error={forbidden('volunteer_management')} />);
    expect(screen.getByText(/needs Volunteer Management access/)).toBeTruthy();
  });

  it('reads a 403 by its shape, as an error thrown by another bundle’s ApiError class would be', () => {
    const foreign = Object.assign(new Error('This needs ministry admin access'), { status: 403, requiredAccess: 'ministry_admin' });
    renderWithShell(<QueryErrorState error={foreign} onRetry={() => undefined} />);
    expect(screen.getByText(/needs Ministry Admin access/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('still explains a 403 that names no access level, without Retry', () => {
    renderWithShell(<QueryErrorState error={forbidden()} onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: "You don't have access to this" })).toBeTruthy();
    expect(screen.getByText('Ask your church administrator if you think you should have access to this page.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the access name and sentence in the language of the shell', () => {
    const french: Record<string, string> = {
      'access.deniedTitle': 'Vous n’avez pas accès à cette page',
      'access.deniedBody': 'Cette page nécessite l’accès « {access} ».',
      'access.level.church_admin': 'Administration de l’église',
      'access.backToDashboard': 'Retour au tableau de bord',
    };
    const shell = createShellValue({ user: testUser() });
    renderWithShell(<QueryErrorState error={forbidden('church_admin')} />, {
      shell: { language: { ...shell.language, code: 'fr', t: (key, fallback) => french[key] ?? fallback ?? key } },
    });
    expect(screen.getByRole('heading', { name: 'Vous n’avez pas accès à cette page' })).toBeTruthy();
    expect(screen.getByText('Cette page nécessite l’accès « Administration de l’église ».')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toBeTruthy();
  });

  it('keeps Retry for a 500, with the error message', () => {
    const onRetry = jest.fn();
    renderWithShell(<QueryErrorState error={new ApiError(500, 'Server error. Please try again in a moment.')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Server error. Please try again in a moment.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("You don't have access to this")).toBeNull();
  });

  it('keeps the existing message and Retry for a 401', () => {
    renderWithShell(<QueryErrorState error={new ApiError(401, 'Authentication required')} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Authentication required');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
