import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test.describe('SPEC §2 routes', () => {
  test('the root shows the landing page signed out and the dashboard signed in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Fellowship that carries on all week' })).toBeVisible();
    await signIn(page, 'member@example.org');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back, Miriam/ })).toBeVisible();
  });

  test('a protected route shows the login page when signed out, then comes back to it', async ({ page }) => {
    await page.goto('/prayer-wall');
    await expect(page).toHaveURL(/\/prayer-wall$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Koinonia' })).toBeVisible();
    // Saved, so that a detour (password reset, magic link) still comes back here.
    expect(await page.evaluate(() => window.localStorage.getItem('returnTo'))).toBe('/prayer-wall');
    await page.getByLabel('Email').fill('member@example.org');
    await page.getByLabel('Password').fill('demo-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prayer Wall' })).toBeVisible();
    await expect(page).toHaveURL(/\/prayer-wall$/);
    expect(await page.evaluate(() => window.localStorage.getItem('returnTo'))).toBeNull();
  });

  test('an unmatched path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed in, the header and sidebar stay.
    await signIn(page, 'member@example.org');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('the redirects of §2 land on their targets, keeping the query', async ({ page }) => {
    await signIn(page, 'member@example.org');
    const redirects: Array<[string, RegExp]> = [
      ['/discussions', /\/community$/],
      ['/bible', /\/bible-reading$/],
      ['/audio-bible', /\/spiritual-audio$/],
      ['/fresh-audio-bible', /\/spiritual-audio$/],
      ['/video-library', /\/media-management$/],
      ['/image-gallery', /\/media-management$/],
      ['/bookmarked-prayers', /\/saved\/prayers$/],
      ['/saved-reflections', /\/saved\/reflections$/],
      ['/signup?invite=staff&communityId=c1&role=leader', /\/onboarding\?invite=staff&communityId=c1&role=leader$/],
    ];
    for (const [from, to] of redirects) {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    }
  });
});

test.describe('SPEC §2 post-login redirect', () => {
  test('goes to the returnTo saved in local storage, and removes it', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => window.localStorage.setItem('returnTo', '/events'));
    await page.getByLabel('Email').fill('member@example.org');
    await page.getByLabel('Password').fill('demo-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/events$/);
    expect(await page.evaluate(() => window.localStorage.getItem('returnTo'))).toBeNull();
  });

  test('the returnTo query wins over the saved value; an off-site returnTo goes to /', async ({ page }) => {
    await page.goto('/login?returnTo=%2Fprayer-wall');
    await page.evaluate(() => window.localStorage.setItem('returnTo', '/events'));
    await page.getByLabel('Email').fill('member@example.org');
    await page.getByLabel('Password').fill('demo-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/prayer-wall$/);
    await page.goto('/dashboard?loginSuccess=true&returnTo=%2F%2Fevil.example');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('signed in with loginSuccess=true, goes on to returnTo', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await page.goto('/dashboard?loginSuccess=true&returnTo=%2Fevents');
    await expect(page).toHaveURL(/\/events$/);
  });
});

test.describe('SPEC §2, §4 auth loading', () => {
  test('the auth pages make no auth check and no preferences fetch', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    for (const path of ['/login', '/reset-password', '/email-verification']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(calls.filter((path) => path === '/api/auth/user' || path === '/api/user/preferences')).toEqual([]);
  });

  test('the spinner gives way after at most 3 seconds when auth is slow', async ({ page }) => {
    await page.route('/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      await route.continue().catch(() => undefined);
    });
    const started = Date.now();
    await page.goto('/prayer-wall');
    await expect(page.getByRole('heading', { name: 'Sign in to Koinonia' })).toBeVisible({ timeout: 6_000 });
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  test('a failed start shows the fallback page with the message and Refresh Page', async ({ page }) => {
    await page.route('/remotes.json', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Loading error. Please refresh the page.' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  });
});
