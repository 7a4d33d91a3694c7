import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import type { GivingSummary } from '@koinonia/contracts';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { ChurchDashboardPage } from './ChurchDashboardPage';

const renderPage = (apiRequest: jest.Mock) => renderWithShell(<ChurchDashboardPage />, { shell: { apiRequest: apiRequest as never } });

const summary: GivingSummary = {
  currency: 'USD',
  totalCents: 12_500,
  donationCount: 2,
  donorCount: 1,
  byFund: [{ fund: 'General', totalCents: 12_500 }],
  last30DaysCents: 12_500,
};

describe('ChurchDashboardPage', () => {
  it('tells a member refused with 403 which access the dashboard needs, with no Retry', async () => {
    const apiRequest = jest.fn(async () => {
      throw new ApiError(403, 'This needs church admin access', { code: 'forbidden', requiredAccess: 'church_admin' });
    });
    renderPage(apiRequest);
    expect(await screen.findByRole('heading', { name: "You don't have access to this" })).toBeTruthy();
    expect(screen.getByText(/This page needs Church Admin access\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it('keeps Retry for a server error, and shows the figures once a retry succeeds', async () => {
    const apiRequest = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'Server error. Please try again in a moment.'))
      .mockResolvedValue(summary);
    renderPage(apiRequest);
    expect((await screen.findByRole('alert')).textContent).toContain('Server error. Please try again in a moment.');
    expect(screen.queryByText("You don't have access to this")).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Giving by fund')).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledTimes(2);
  });
});
