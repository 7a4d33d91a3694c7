import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const groupHeadings = (page: Page) => sidebar(page).getByRole('button', { name: /^[A-Z ]+$/ });

test.describe('SPEC §2, §6 sidebar', () => {
  test('a member sees the everyday groups and no admin groups', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await expect(groupHeadings(page)).toHaveText(['CONNECT', 'WORSHIP', 'SERVE', 'CREATE', 'ACCOUNT']);
    await expect(sidebar(page).getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('the owner role sees every group; the server grants a group admin GROUP ADMIN and admin access', async ({ page }) => {
    await signIn(page, 'owner@example.org');
    await expect(groupHeadings(page)).toHaveText([
      'CONNECT', 'WORSHIP', 'SERVE', 'CREATE', 'GROUP ADMIN', 'MINISTRY ADMIN', 'CHURCH ADMIN', 'ACCOUNT',
    ]);
    await page.context().clearCookies();
    await signIn(page, 'group_admin@example.org');
    await expect(groupHeadings(page)).toHaveText(['CONNECT', 'WORSHIP', 'SERVE', 'CREATE', 'GROUP ADMIN', 'CHURCH ADMIN', 'ACCOUNT']);
    await page.context().clearCookies();
    await signIn(page, 'leader@example.org');
    await expect(groupHeadings(page)).toHaveText(['CONNECT', 'WORSHIP', 'SERVE', 'CREATE', 'GROUP ADMIN', 'ACCOUNT']);
  });

  test('the group of the current path expands by itself; groups collapse and expand', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await page.goto('/prayer-wall');
    const worship = sidebar(page).getByRole('button', { name: 'WORSHIP' });
    await expect(worship).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page).getByRole('link', { name: 'Prayer Wall' })).toHaveAttribute('aria-current', 'page');
    await worship.click();
    await expect(worship).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('link', { name: 'Prayer Wall' })).toBeHidden();
  });

  test('SPEC §5: pins keep at most 3 in PINNED, a fourth drops the oldest, and they persist', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await page.goto('/events');
    for (const item of ['Communities', 'Forums', 'Contacts', 'Messages']) {
      await sidebar(page).getByRole('button', { name: `Pin ${item}` }).click();
    }
    const pinned = sidebar(page).getByRole('region', { name: 'PINNED' });
    await expect(pinned.getByRole('link')).toHaveText(['Forums', 'Contacts', 'Messages']);
    await page.reload();
    await expect(sidebar(page).getByRole('region', { name: 'PINNED' }).getByRole('link')).toHaveText(['Forums', 'Contacts', 'Messages']);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('navigationState') ?? '{}'));
    expect(stored).toMatchObject({ version: 1, pinned: ['forums', 'contacts', 'messages'] });
  });

  test('the first view of a group shows its tooltip after 500 ms, once', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await sidebar(page).getByRole('button', { name: 'SERVE' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Volunteer with the D.I.V.I.N.E. Serve Hub');
    await page.mouse.move(900, 500);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await sidebar(page).getByRole('button', { name: 'SERVE' }).hover();
    await page.waitForTimeout(800);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('SPEC §2 icon mode by width', () => {
  test('at 1280px icon mode can be chosen and is cleared on the next load', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'member@example.org');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-icon-mode', 'true');
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-icon-mode', 'false');
  });

  test('at 800px icon mode is a kept choice', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await signIn(page, 'member@example.org');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-icon-mode', 'true');
    await expect(sidebar(page).getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('below 768px icon mode is forced, except for the owner role', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await signIn(page, 'member@example.org');
    await expect(sidebar(page)).toHaveAttribute('data-icon-mode', 'true');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveCount(0);
    await page.context().clearCookies();
    await signIn(page, 'owner@example.org');
    await expect(sidebar(page)).toHaveAttribute('data-icon-mode', 'false');
  });

  test('at 375px the sidebar gives way to the header drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'member@example.org');
    await expect(page.locator('nav[data-icon-mode]')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.getByRole('button', { name: 'CONNECT' }).click();
    await drawer.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Main navigation' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('SPEC §2 header', () => {
  test('the avatar menu offers Profile, Settings, Help & Support and Sign out', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu', { name: 'Account menu' }).getByRole('menuitem')).toHaveText([
      'Profile', 'Settings', 'Help & Support', 'Sign out',
    ]);
    await page.getByRole('menuitem', { name: 'Help & Support' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });

  test('SPEC §3: initials in the avatar, and the gold Fully Verified ring for a verified user', async ({ page }) => {
    await signIn(page, 'pastor@example.org');
    const avatar = page.getByRole('button', { name: 'Account menu' });
    await expect(avatar).toContainText('PA');
    await expect(avatar.getByTitle('Fully Verified')).toBeVisible();
  });
});

test.describe('SPEC §4 theme and font size', () => {
  test('the one-time tip offers a theme; choosing one stores it and the tip never returns', async ({ page }) => {
    await signIn(page, 'member@example.org');
    const tip = page.getByRole('dialog', { name: 'Choose your theme' });
    await expect(tip).toBeVisible();
    await tip.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Choose your theme' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the header toggle switches theme and the server keeps the choice across devices', async ({ page, browser }) => {
    await signIn(page, 'leader@example.org');
    const before = await page.locator('html').getAttribute('data-theme');
    const toggle = page.getByRole('button', { name: before === 'dark' ? 'Use light theme' : 'Use dark theme' });
    await toggle.click();
    const chosen = before === 'dark' ? 'light' : 'dark';
    await expect(page.locator('html')).toHaveAttribute('data-theme', chosen);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(chosen === 'dark' ? 'rgb(18, 20, 23)' : 'rgb(247, 245, 240)');
    // Another browser with nothing stored takes the theme from the server preferences.
    await expect.poll(async () => (await page.request.get('/api/user/preferences')).json()).toMatchObject({ theme: chosen });
    const other = await browser.newPage({ colorScheme: chosen === 'dark' ? 'light' : 'dark' });
    await signIn(other, 'leader@example.org');
    await expect(other.locator('html')).toHaveAttribute('data-theme', chosen);
    await other.close();
  });
});

test.describe('SPEC §4 language', () => {
  test('Arabic turns the document right to left and translates the shell', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // Every label is translated, the navigation's own name included.
    const arabicSidebar = page.locator('nav[data-icon-mode]');
    await expect(arabicSidebar).toHaveAttribute('aria-label', 'التنقل الرئيسي');
    await expect(arabicSidebar.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    await expect(arabicSidebar.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
    const box = await arabicSidebar.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 2);
  });
});
