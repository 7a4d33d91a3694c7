import { expect, test } from '@playwright/test';

const GERMAN_ADDRESS = '85.214.132.117';
const US_ADDRESS = '8.8.8.8';

test.describe('SPEC §2, §4, §5 first-visit welcome dialog', () => {
  test('a visitor from Germany is offered German, euro prices with VAT, and Apply switches the language', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': GERMAN_ADDRESS });
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Koinonia!' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toContainText('Germany');
    await expect(dialog).toContainText('EUR');
    await expect(dialog).toContainText('€');
    await expect(dialog).toContainText('Prices include 19.0% VAT');
    await expect(dialog.getByRole('radio', { name: /German/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Apply Settings' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('de');
    // Shown less than 30 days ago: not again.
    await page.reload();
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Maybe Later closes it, and it does not come back within 30 days', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': GERMAN_ADDRESS });
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Koinonia!' });
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a visitor from the United States is not asked', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': US_ADDRESS });
    await page.goto('/login');
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('dialog', { name: 'Welcome to Koinonia!' })).toHaveCount(0);
  });
});
