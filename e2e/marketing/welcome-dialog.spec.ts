import { expect, test } from '@playwright/test';
import { sitePath } from '@koinonia/i18n/site';

/**
 * SPEC §2, §4, §5: the first-visit welcome dialog on the public site. The e2e gateway believes
 * X-Forwarded-For from the loopback address (TRUST_PROXY=loopback), so a header stands in for a visitor
 * from another country, as in e2e/shell/welcome-dialog.spec.ts.
 */
const GERMAN_ADDRESS = '85.214.132.117';
const US_ADDRESS = '8.8.8.8';
const DIALOG_CHUNK = /\/site-assets\/deferred-welcome-dialog\./;

test.describe('the welcome dialog on the public site', () => {
  test('a visitor from Germany is offered German after 2 s, and Apply opens the German landing page', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': GERMAN_ADDRESS });
    await page.goto(sitePath('en', 'landing'));
    const dialog = page.getByRole('dialog', { name: 'Welcome to Koinonia!' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    // 2 s after the page became interactive, so at least 2 s after the navigation began (jest checks the exact delay).
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(2_000);
    await expect(dialog).toContainText('Germany');
    await expect(dialog).toContainText('Prices include 19.0% VAT');
    await expect(dialog.getByRole('radio', { name: /Deutsch/ })).toBeChecked();
    expect(Number(await page.evaluate(() => window.localStorage.getItem('localization_prompt_shown')))).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Apply Settings' }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePath('de', 'landing')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Applied this session and shown less than 30 days ago: not again, and the English path now leads to German.
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto(sitePath('en', 'landing'));
    await expect(page).toHaveURL(new RegExp(`${sitePath('de', 'landing')}$`));
  });

  test('Maybe Later closes it and the page stays in its language', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': GERMAN_ADDRESS });
    await page.goto(sitePath('en', 'pricing'));
    const dialog = page.getByRole('dialog', { name: 'Welcome to Koinonia!' });
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${sitePath('en', 'pricing')}$`));
    await page.reload();
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on an Arabic page it speaks Arabic, right to left', async ({ page, request }) => {
    const { translations } = (await (await request.get('/api/translations/core/ar')).json()) as { translations: Record<string, string> };
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': GERMAN_ADDRESS });
    await page.goto(sitePath('ar', 'landing'));
    const dialog = page.getByRole('dialog', { name: translations['localization.welcomeTitle'] });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole('button', { name: translations['localization.maybeLater'] })).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await dialog.getByRole('button', { name: translations['localization.close'] }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a visitor from the United States is not asked, and never downloads the dialog', async ({ page }) => {
    const dialogRequests: string[] = [];
    page.on('request', (request) => {
      if (DIALOG_CHUNK.test(request.url())) dialogRequests.push(request.url());
    });
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': US_ADDRESS });
    await page.goto(sitePath('en', 'landing'));
    await page.waitForTimeout(3_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(dialogRequests).toEqual([]);
  });
});
