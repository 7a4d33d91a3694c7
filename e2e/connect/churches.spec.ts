import { expect, test, type Page } from '@playwright/test';
import { freshEmail, newestMailTo } from '../support/mail';
import { signIn } from '../support/session';

/**
 * The church directory and claiming a church end to end, against the identity service and its database: a
 * newcomer finds an unclaimed church, proves it by the code mailed to an address at the church's domain and runs
 * it; another asks for a review, which platform support approves.
 */
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The first-visit theme prompt opens from the header and may cover buttons: answered whenever it shows. */
async function answerThemePrompt(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Choose your theme' }), async (prompt) => {
    await prompt.getByRole('button', { name: 'Got it' }).click();
  });
}

/** A new account, signed in (the demo accounts stay in their churches). */
async function signUp(page: Page, label: string): Promise<void> {
  await answerThemePrompt(page);
  const response = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Claire', lastName: 'Claimant', email: freshEmail(label), password: 'claiming-password-9' },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(response.status()).toBe(201);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 20_000 });
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a newcomer finds an unclaimed church, claims it by the emailed code and runs it', async ({ page }, testInfo) => {
  test.slow(); // a sign-up, a mail and a change of role
  await signUp(page, 'claim.email');
  await page.goto('/churches');
  await expect(page.getByRole('heading', { name: 'Churches', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Grace Fellowship Church' })).toContainText('Claimed');

  await page.getByRole('searchbox', { name: 'Search by name or city' }).fill('Nairobi');
  await page.getByRole('button', { name: 'Search' }).click();
  const newLife = page.getByRole('article', { name: 'New Life Church' });
  await expect(newLife).toContainText('Nairobi, Nairobi County, Kenya');
  await expect(newLife).toContainText('newlife.example.org');
  await expect(page.getByRole('article', { name: 'Grace Fellowship Church' })).toHaveCount(0);
  await newLife.getByRole('link', { name: 'Claim New Life Church' }).click();

  await expect(page.getByRole('heading', { name: 'Claim New Life Church', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/New Life Church becomes your church on Koinonia and you become its admin/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Use an address at newlife.example.org.')).toBeVisible();
  await page.getByLabel(/Email address/).fill('someone@elsewhere.example.org');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText("Use an address at newlife.example.org, the church's own domain")).toBeVisible();

  const office = `office.${run()}@newlife.example.org`;
  await page.getByLabel(/Email address/).fill(office);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${office}. It works for 15 minutes.`)).toBeVisible();
  const mail = await newestMailTo(testInfo, office);
  expect(mail.subject).toBe('Your code to claim New Life Church on Koinonia');
  const code = /code is (\d{6})/.exec(mail.text)?.[1];
  expect(code).toBeTruthy();

  await page.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('That code is not right. 4 tries left.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(code!);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'You are now the admin of New Life Church' })).toBeVisible();

  // Their session carries the church and the role at once: the sidebar offers the church's administration.
  await expect(sidebar(page).getByRole('button', { name: 'CHURCH ADMIN', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Open the church dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/churches?q=nairobi');
  await expect(page.getByRole('article', { name: 'New Life Church' })).toContainText('Your church');
});

test('a review claim waits for platform support, who approves it', async ({ browser }) => {
  test.slow(); // two people
  const claimant = await browser.newPage();
  await signUp(claimant, 'claim.review');
  await claimant.goto('/churches');
  await claimant.getByRole('searchbox', { name: 'Search by name or city' }).fill('Manchester');
  await claimant.getByRole('button', { name: 'Search' }).click();
  await claimant.getByRole('link', { name: 'Claim Riverside Chapel' }).click();
  await claimant.getByRole('radio', { name: /Ask our support team to review it/ }).check();
  await claimant.getByRole('button', { name: 'Continue' }).click();
  const message = `I am the minister of Riverside Chapel; ring the office to check (${run()}).`;
  await claimant.getByLabel('Your role at the church, and how we can check it').fill(message);
  await claimant.getByRole('button', { name: 'Send for review' }).click();
  await expect(claimant.getByRole('heading', { name: 'Your claim is with our support team' })).toBeVisible();
  await claimant.getByRole('link', { name: 'My claims' }).click();
  await expect(claimant.getByRole('article', { name: 'Riverside Chapel' })).toContainText('Pending');
  await expect(claimant.getByRole('heading', { name: 'Claims to review' })).toHaveCount(0);

  const support = await browser.newPage();
  await answerThemePrompt(support);
  await signIn(support, 'support@example.org');
  await support.goto('/church-claiming');
  const queue = support.getByRole('region', { name: 'Claims to review' });
  const claim = queue.getByRole('article', { name: 'Riverside Chapel' }).filter({ hasText: message });
  await expect(claim).toContainText('Claire Claimant');
  await claim.getByRole('button', { name: 'Approve' }).click();
  await expect(support.getByText('Claire Claimant is now the admin of Riverside Chapel')).toBeVisible();
  await expect(claim).toHaveCount(0);

  await claimant.reload();
  await expect(claimant.getByRole('article', { name: 'Riverside Chapel' })).toContainText(
    'Approved: you are its admin',
  );
  await expect(sidebar(claimant).getByRole('button', { name: 'CHURCH ADMIN', exact: true })).toBeVisible();
});
