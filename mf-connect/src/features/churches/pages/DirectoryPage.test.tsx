import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { church, fakeChurches } from '../testing/fake-churches';
import { DirectoryPage } from './DirectoryPage';

const grace = church({
  name: 'Grace Fellowship Church',
  city: 'Springfield',
  region: 'Illinois',
  countryCode: 'US',
  website: 'https://gracefellowship.example.org',
  memberCount: 11,
  claimed: true,
  isMine: true,
});
const hope = church({
  name: 'Hope Community Church',
  city: 'Portland',
  region: 'Oregon',
  countryCode: 'US',
  claimed: true,
  memberCount: 4,
});
const newLife = church({ name: 'New Life Church' });

function renderDirectory(churches = [grace, hope, newLife]) {
  const api = fakeChurches({ churches });
  renderWithShell(<DirectoryPage />, { shell: { apiRequest: api.apiRequest as never } });
  return api;
}

describe('the church directory', () => {
  it('lists churches with their place, website, members and standing', async () => {
    renderDirectory();
    expect(await screen.findByRole('heading', { name: 'Churches', level: 1 })).toBeTruthy();
    const mine = await screen.findByRole('article', { name: 'Grace Fellowship Church' });
    expect(within(mine).getByText('Springfield, Illinois, United States')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'gracefellowship.example.org' }).getAttribute('href')).toBe(
      'https://gracefellowship.example.org',
    );
    expect(within(mine).getByText('11 members')).toBeTruthy();
    expect(within(mine).getByText('Your church')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Hope Community Church' })).getByText('Claimed')).toBeTruthy();
    const open = screen.getByRole('article', { name: 'New Life Church' });
    expect(within(open).getByRole('link', { name: 'Claim New Life Church' }).getAttribute('href')).toBe(
      `/church-claiming?churchId=${newLife.id}`,
    );
    expect(within(open).getByText('Nairobi, Nairobi County, Kenya')).toBeTruthy();
  });

  it('searches by name or city and says when nothing matches', async () => {
    const { calls } = renderDirectory();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search by name or city' }), {
      target: { value: 'nairobi' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: 'New Life Church' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Grace Fellowship Church' })).toBeNull();
    expect(calls.some((call) => call.url.includes('q=nairobi'))).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or city' }), {
      target: { value: 'atlantis' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No churches match')).toBeTruthy();
  });

  it('shows the error with a retry when the directory cannot be read', async () => {
    const api = fakeChurches({ churches: [] });
    api.apiRequest.mockRejectedValue(new ApiError(500, 'Server error. Please try again in a moment.'));
    renderWithShell(<DirectoryPage />, { shell: { apiRequest: api.apiRequest as never } });
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 15000 })).toBeTruthy();
  }, 20000);
});
