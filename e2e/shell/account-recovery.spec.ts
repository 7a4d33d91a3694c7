import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../support/session';
import { freshEmail, newestMailTo, type PickedUpMail } from '../support/mail';

/**
 * Password reset, magic-link sign-in and onboarding, end to end with real emails: e2e/serve.mjs points
 * the identity service's pickup-directory mailer at e2e/.runtime/<mode>-<port>/mail, one JSON file per message.
 */
function linkIn(mail: PickedUpMail, pathname: string): string {
  const match = new RegExp(`https?://[^\\s]+${pathname}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${pathname} link in: ${mail.text}`);
  return match[0];
}

/** A new account through the API (the demo accounts' passwords stay as they are), then signed out. */
async function signUpThroughApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Esther', lastName: 'Tester', email, password },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(response.status()).toBe(201);
  await page.context().clearCookies();
}

test.describe('account recovery (DESIGN "Auth contract", SPEC §2)', () => {
  test('a forgotten password is reset through the emailed link and the new one signs in', async ({ page }, testInfo) => {
    const email = freshEmail('reset');
    await signUpThroughApi(page, email, 'first-password-9');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText('If an account exists for that email, we sent a link to reset the password.')).toBeVisible();

    const mail = await newestMailTo(testInfo, email);
    expect(mail.subject).toBe('Reset your Koinonia password');
    await page.goto(linkIn(mail, '/reset-password'));
    await page.getByLabel('New password (at least 8 characters)').fill('second-password-9');
    await page.getByLabel('Confirm the new password').fill('second-password-8');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm the new password').fill('second-password-9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password was changed' })).toBeVisible();

    await signInThroughForm(page, email, 'second-password-9');
  });

  test('a used reset link says so and offers a new one', async ({ page }, testInfo) => {
    const email = freshEmail('reused');
    await signUpThroughApi(page, email, 'first-password-9');
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const link = linkIn(await newestMailTo(testInfo, email), '/reset-password');
    const setPassword = async (password: string) => {
      await page.goto(link);
      await page.getByLabel('New password (at least 8 characters)').fill(password);
      await page.getByLabel('Confirm the new password').fill(password);
      await page.getByRole('button', { name: 'Set new password' }).click();
    };
    await setPassword('second-password-9');
    await expect(page.getByRole('heading', { name: 'Your password was changed' })).toBeVisible();
    await setPassword('third-password-9');
    await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired. Ask for a new one.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  test('an emailed sign-in link signs in once', async ({ page }, testInfo) => {
    const email = freshEmail('magic');
    await signUpThroughApi(page, email, 'magic-password-9');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const link = linkIn(await newestMailTo(testInfo, email), '/auto-login');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back, Esther/ })).toBeVisible();
    const user = await page.request.get('/api/auth/user');
    expect((await user.json()).email).toBe(email);

    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  });
});

test.describe('onboarding (SPEC §2 /signup → /onboarding/{step})', () => {
  test('a new member signs up and goes through every step to the dashboard', async ({ page }) => {
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByLabel('First name').fill('Ruth');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('Email').fill(freshEmail('onboarding'));
    await page.getByLabel('Password (at least 8 characters)').fill('onboarding-password-9');
    await page.getByRole('button', { name: 'Get started free' }).click();

    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ruth');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await page.getByLabel('Search churches by name').fill('grace');
    await page.getByRole('radio', { name: 'Grace Fellowship Church' }).check();
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText("Your request to join Grace Fellowship Church is waiting for the church's staff to accept it.")).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Prayer' }).check();
    await page.getByRole('checkbox', { name: 'Music' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await page.getByLabel('Choose your language').selectOption('en');
    await page.getByRole('button', { name: 'Finish' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const onboarding = await (await page.request.get('/api/user/onboarding')).json();
    expect(onboarding).toMatchObject({
      completedSteps: ['profile', 'church', 'interests', 'language'],
      interests: ['prayer', 'music'],
      // Choosing a church asks to join it; the church's staff accept the newcomer later.
      churchId: null,
      pendingChurch: { id: '00000000-0000-4000-8000-00000000c001', name: 'Grace Fellowship Church' },
      preferredLanguage: 'en',
    });
  });
});
