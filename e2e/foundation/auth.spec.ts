import { expect, test } from '@playwright/test';
import { signInThroughForm, signOutThroughMenu } from '../support/session';

test.describe('signing in and out (SPEC §2, §4)', () => {
  test('the signed-out root shows the landing page', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Fellowship that carries on all week' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('the member signs in and lands on the dashboard', { tag: '@smoke' }, async ({ page }) => {
    await signInThroughForm(page, 'member@example.org');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back, Miriam/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest prayer requests' })).toBeVisible();
  });

  test('a wrong password shows the server message and no session', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('member@example.org');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('a protected route shows the login page and returns there after signing in', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Sign in to Koinonia' })).toBeVisible();
    await page.getByLabel('Email').fill('member@example.org');
    await page.getByLabel('Password').fill('demo-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });

  test('signing out returns to /login and the session is gone', { tag: '@smoke' }, async ({ page }) => {
    await signInThroughForm(page, 'member@example.org');
    await signOutThroughMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    const response = await page.request.get('/api/auth/user');
    expect(response.status()).toBe(401);
  });

  test('a new member signs up and is signed in', async ({ page }) => {
    const email = `new-member-${Date.now()}@example.org`;
    await page.goto('/quick-signup');
    await page.getByLabel('First name').fill('Naomi');
    await page.getByLabel('Last name').fill('Bennett');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password (at least 8 characters)').fill('short');
    await page.getByRole('button', { name: 'Get started free' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Password (at least 8 characters)').fill('a-good-long-password');
    await page.getByRole('button', { name: 'Get started free' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back, Naomi/ })).toBeVisible();
  });
});
