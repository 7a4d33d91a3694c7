import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * A screen whose data call the server refuses with 403 says what access it needs instead of offering a
 * Retry that cannot help. The member reaches the church dashboard (/admin) by its URL, though the sidebar
 * does not offer it; GET /api/giving/summary is declared for the church admin roles (SPEC §6 CHURCH ADMIN).
 */
const GIVING_SUMMARY = '/api/giving/summary';

/** Opens /admin and waits for the refused giving call, checking what the server said. */
async function openChurchDashboardRefused(page: Page): Promise<void> {
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === GIVING_SUMMARY);
  await page.goto('/admin');
  const response = await refused;
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ message: 'This needs church admin access', code: 'forbidden', requiredAccess: 'church_admin' });
}

test.describe('a screen refused with 403', () => {
  test('tells the member which access the church dashboard needs, without Retry, and leads back to the dashboard', async ({ page }) => {
    await signIn(page, 'member@example.org');
    const givingCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === GIVING_SUMMARY) givingCalls.push(request.url());
    });
    await openChurchDashboardRefused(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Church Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "You don't have access to this" })).toBeVisible();
    await expect(
      page.getByText('This page needs Church Admin access. Ask your church administrator if you think you should have it.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // A 403 is not retried, by the query client or by the screen.
    expect(givingCalls).toHaveLength(1);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back, Miriam/ })).toBeVisible();
  });

  test('says it in Arabic, right to left', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
    await openChurchDashboardRefused(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { name: 'ليس لديك صلاحية الوصول إلى هذه الصفحة' });
    await expect(heading).toBeVisible();
    await expect(page.getByText('تتطلب هذه الصفحة صلاحية «إدارة الكنيسة».', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toBeVisible();
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  });
});
