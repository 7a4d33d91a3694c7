import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * The S.O.A.P. journal end to end: from a verse in the Bible reader to a new entry on it (its passage shown),
 * autosaved while written and then saved; found in the journal's list and by its search; opened and deleted.
 */
test('a member journals on a verse from the Bible reader, finds the entry and deletes it', async ({ page }) => {
  const word = `mustardseed${Date.now().toString(36)}`;
  await signIn(page, 'member@example.org');
  // The first-visit theme prompt opens from the header a moment after the page and may cover the entry's
  // buttons once the page scrolls: it is answered whenever it shows, as a member would.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Choose your theme' }), async (prompt) => {
    await prompt.getByRole('button', { name: 'Got it' }).click();
  });
  await page.goto('/bible-reading?translation=web&book=PHP&chapter=4');
  await expect(page.getByRole('heading', { name: 'Philippians 4', level: 2, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Verse 13', exact: true }).click();
  await page.getByRole('region', { name: 'Philippians 4:13' }).getByRole('link', { name: 'Journal on this verse' }).click();
  await expect(page.getByRole('heading', { name: 'New entry', level: 1, exact: true })).toBeVisible();
  await expect(page.getByLabel('Scripture', { exact: true })).toHaveValue('Philippians 4:13');
  await expect(page.getByText('I can do all things through Christ')).toBeVisible();

  await page.getByLabel('Observation', { exact: true }).fill(`Strength is given, not mustered: ${word}`);
  await page.getByLabel('Application', { exact: true }).fill('Ask for help before the hard meeting today.');
  await page.getByLabel('Prayer', { exact: true }).fill('Lord, strengthen me for what you ask of me.');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('heading', { name: 'Philippians 4:13', level: 1, exact: true })).toBeVisible();
  await expect(page.getByText('Ask for help before the hard meeting today.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the journal' }).click();
  await expect(page.getByRole('heading', { name: 'S.O.A.P. Journal', level: 1, exact: true })).toBeVisible();
  const listed = page.getByRole('article').filter({ hasText: word });
  await expect(listed).toBeVisible();

  await page.getByLabel('Search your journal').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await listed.getByRole('link', { name: 'Philippians 4:13' }).click();

  await expect(page.getByRole('heading', { name: 'Philippians 4:13', level: 1, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this entry?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'S.O.A.P. Journal', level: 1, exact: true })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: word })).toHaveCount(0);
});
