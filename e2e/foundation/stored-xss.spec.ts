import { expect, test } from '@playwright/test';

/** Stored XSS: HTML typed into a user field comes back as text wherever it is shown. */
test('HTML in a name is shown as text, never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostileName = '<img src=x onerror=alert(1)>';
  await page.goto('/quick-signup');
  await page.getByLabel('First name').fill(hostileName);
  await page.getByLabel('Last name').fill('<script>alert(2)</script>');
  await page.getByLabel('Email').fill(`xss-${Date.now()}@example.org`);
  await page.getByLabel('Password (at least 8 characters)').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Get started free' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${hostileName}` })).toBeVisible();
  await expect(page.getByText(`${hostileName} <script>alert(2)</script>`)).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
