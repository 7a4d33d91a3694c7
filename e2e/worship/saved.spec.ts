import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Saved items end to end, against the worship service and its database: a member saves a request from the prayer
 * wall and a verse from the Bible reader, finds both on /saved, narrows to prayers (/saved/prayers, and the SPEC §2
 * redirect /bookmarked-prayers), and removes the verse.
 */
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('a member saves a request and a verse, finds them under Saved, narrows to prayers and removes one', async ({ page }) => {
  test.slow(); // the wall, the reader and three lists
  const title = `Strength for the week ${run()}`;
  // A verse of Psalm 119 (176 of them), so runs against the same database rarely meet one saved before.
  const verse = 1 + Math.floor(Math.random() * 176);
  const reference = `Psalms 119:${verse}`;
  await signIn(page, 'member@example.org');

  await page.goto('/prayer-wall');
  await page.getByRole('button', { name: 'Share a prayer request' }).click();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel('Your request', { exact: true }).fill('A long week ahead. Pray for strength and rest.');
  await page.getByRole('button', { name: 'Share request' }).click();
  const request = page.getByRole('article', { name: title });
  await request.getByRole('button', { name: 'Save' }).click();
  await expect(request.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/bible-reading?translation=web&book=PSA&chapter=119');
  await page.getByRole('button', { name: `Verse ${verse}`, exact: true }).click();
  const actions = page.getByRole('region', { name: reference });
  const toggle = actions.getByRole('button', { name: /^Saved?$/ });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(actions.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Saved', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: reference })).toBeVisible();

  await page.getByRole('navigation', { name: 'Kinds of saved items' }).getByRole('link', { name: 'Prayers' }).click();
  await expect(page).toHaveURL(/\/saved\/prayers$/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: reference })).toHaveCount(0);

  await page.goto('/bookmarked-prayers');
  await expect(page).toHaveURL(/\/saved\/prayers$/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  await page.goto('/saved/verses');
  const saved = page.getByRole('article', { name: new RegExp(`^${reference}\\b`) });
  await saved.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('link', { name: reference })).toHaveCount(0);

  // The request goes, and its saved item with it.
  await page.goto('/prayer-wall');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this request?' }).getByRole('button', { name: 'Delete' }).click();
  await page.goto('/saved/prayers');
  await expect(page.getByRole('heading', { name: 'Saved', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});
