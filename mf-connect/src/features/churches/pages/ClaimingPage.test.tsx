import { fireEvent, screen, within } from '@testing-library/react';
import { demoAccount } from '@koinonia/contracts';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { church, claim, FAKE_CODE, fakeChurches } from '../testing/fake-churches';
import { ClaimingPage } from './ClaimingPage';

function renderClaiming(
  route: string,
  state: Parameters<typeof fakeChurches>[0],
  role: 'member' | 'koinonia_support' = 'member',
) {
  const api = fakeChurches(state);
  const toast = jest.fn();
  const account = demoAccount(role);
  renderWithShell(<ClaimingPage />, {
    route,
    shell: {
      apiRequest: api.apiRequest as never,
      toast,
      role,
      user: {
        id: account.id,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        role,
        username: null,
      } as never,
    },
  });
  return { ...api, toast };
}

describe('claiming a church by email', () => {
  it('asks for an address at the church’s domain, then the code, and says the claimant is its admin', async () => {
    const newLife = church();
    const { calls } = renderClaiming(`/church-claiming?churchId=${newLife.id}`, { churches: [newLife] });
    expect(await screen.findByRole('heading', { name: 'Claim New Life Church', level: 1 })).toBeTruthy();
    expect(screen.getByText(/becomes your church on Koinonia and you become its admin/)).toBeTruthy();
    expect(screen.getByText('We send a code to an address at newlife.example.org. It works at once.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Send the code' }));
    expect(screen.getByText('Enter an email address at newlife.example.org')).toBeTruthy();
    const email = screen.getByLabelText(/Email address/);
    fireEvent.change(email, { target: { value: 'pastor@gmail.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText("Use an address at newlife.example.org, the church's own domain")).toBeTruthy();
    fireEvent.change(email, { target: { value: 'office@newlife.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));

    expect(
      await screen.findByText('We sent a 6-digit code to office@newlife.example.org. It works for 15 minutes.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: FAKE_CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'You are now the admin of New Life Church' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the church dashboard' }).getAttribute('href')).toBe('/admin');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/church-claims',
      '/api/church-claims',
      expect.stringMatching(/\/verify$/),
      expect.stringMatching(/\/verify$/),
    ]);
  });

  it('offers only a review for a church without a website, and checks the message’s length', async () => {
    const noSite = church({ name: 'Église Source de Vie', website: null });
    renderClaiming(`/church-claiming?churchId=${noSite.id}`, { churches: [noSite] });
    expect(
      await screen.findByText('This church has no website, so an address at its domain cannot prove it.'),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: /With an email address/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const message = await screen.findByLabelText('Your role at the church, and how we can check it');
    fireEvent.change(message, { target: { value: 'Pastor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByText('Write at least 20 characters')).toBeTruthy();
    fireEvent.change(message, { target: { value: 'I am the pastor; the office can confirm it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('heading', { name: 'Your claim is with our support team' })).toBeTruthy();
  });

  it('says a church already run by its staff cannot be claimed', async () => {
    const taken = church({ name: 'Hope Community Church', claimed: true });
    renderClaiming(`/church-claiming?churchId=${taken.id}`, { churches: [taken] });
    expect(await screen.findByText(/Its own staff already run Hope Community Church on Koinonia/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
  });

  it('takes up an open code claim where it was left', async () => {
    const newLife = church({ claimPending: true });
    const open = claim(newLife, {
      method: 'email',
      email: 'office@newlife.example.org',
      attemptsLeft: 5,
      message: null,
    });
    renderClaiming(`/church-claiming?churchId=${newLife.id}`, { churches: [newLife], claims: [open] });
    expect(
      await screen.findByText('We sent a 6-digit code to office@newlife.example.org. It works for 15 minutes.'),
    ).toBeTruthy();
  });
});

describe('my claims and the review queue', () => {
  it('lists the caller’s claims with their status and reason, and withdraws a pending one', async () => {
    const riverside = church({ name: 'Riverside Chapel' });
    const cornerstone = church({ name: 'Cornerstone Fellowship' });
    const { toast } = renderClaiming('/church-claiming', {
      churches: [riverside, cornerstone],
      claims: [claim(riverside), claim(cornerstone, { status: 'rejected', reason: 'The office did not know you.' })],
    });
    expect(await screen.findByRole('heading', { name: 'My claims' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Claims to review' })).toBeNull();
    const rejected = await screen.findByRole('article', { name: 'Cornerstone Fellowship' });
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText('Reason: The office did not know you.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the claim on Riverside Chapel' }));
    expect(
      await within(screen.getByRole('article', { name: 'Riverside Chapel' })).findByText('Withdrawn'),
    ).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'Your claim is withdrawn' });
  });

  it('lets platform support approve a claim, or reject one with a reason', async () => {
    const riverside = church({ name: 'Riverside Chapel' });
    const standrews = church({ name: "St. Andrew's Parish" });
    const claimant = { name: 'Claire Claimant', email: 'claire@example.org' };
    const { toast } = renderClaiming(
      '/church-claiming',
      { churches: [riverside, standrews], queue: [claim(riverside, { claimant }), claim(standrews, { claimant })] },
      'koinonia_support',
    );
    const first = await screen.findByRole('article', { name: 'Riverside Chapel' });
    expect(within(first).getByText(/Claire Claimant \(claire@example.org\)/)).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No claims are waiting for review').catch(() => null)).toBeNull();
    expect(toast).toHaveBeenCalledWith({ title: 'Claire Claimant is now the admin of Riverside Chapel' });

    const second = await screen.findByRole('article', { name: "St. Andrew's Parish" });
    fireEvent.click(within(second).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Reject the claim' }));
    expect(within(second).getByText('Say why the claim is rejected')).toBeTruthy();
    fireEvent.change(within(second).getByLabelText('Why is it rejected? The claimant reads this.'), {
      target: { value: 'Nobody at the church knew you.' },
    });
    fireEvent.click(within(second).getByRole('button', { name: 'Reject the claim' }));
    expect(await screen.findByText('No claims are waiting for review')).toBeTruthy();
  });
});
