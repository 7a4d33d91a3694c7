import { expect, test } from '@playwright/test';
import { followSidebarLink, signIn } from '../support/session';

/**
 * The prayer wall end to end, against the worship service and its database: a member shares a request,
 * another member of the church sees it and prays, the author sees the count and marks it answered, and a
 * path the worship section owns but does not know shows "Page not found" inside the layout.
 */
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('a member shares a request, another prays for it, and the author marks it answered', { tag: '@smoke' }, async ({ browser }) => {
  const title = `Courage for Monday ${run()}`;
  const author = await browser.newPage();
  await signIn(author, 'member@example.org');
  await followSidebarLink(author, 'WORSHIP', 'Prayer Wall');
  await expect(author.getByRole('heading', { name: 'Prayer Wall', level: 1 })).toBeVisible();

  await author.getByRole('button', { name: 'Share a prayer request' }).click();
  await author.getByRole('button', { name: 'Share request' }).click();
  await expect(author.getByText('Give your request a title')).toBeVisible();
  await author.getByLabel(/^Title/).fill(title);
  await author.getByLabel('Your request', { exact: true }).fill('A job interview on Monday morning. Pray for a calm heart.');
  await author.getByRole('button', { name: 'Share request' }).click();
  await expect(author.getByText('Your request is on the prayer wall')).toBeVisible();
  const mine = author.getByRole('article', { name: title });
  await expect(mine).toContainText('Miriam Okafor');
  await expect(mine).toContainText('0 praying');

  const neighbour = await browser.newPage();
  await signIn(neighbour, 'leader@example.org');
  await neighbour.goto('/prayer');
  const theirs = neighbour.getByRole('article', { name: title });
  await expect(theirs).toContainText('Miriam Okafor');
  await expect(theirs.getByRole('button', { name: 'Mark as answered' })).toHaveCount(0);
  await theirs.getByRole('button', { name: 'I prayed' }).click();
  await expect(theirs).toContainText('1 praying');
  await expect(theirs.getByRole('button', { name: 'I prayed' })).toHaveAttribute('aria-pressed', 'true');
  await neighbour.reload();
  await expect(neighbour.getByRole('article', { name: title })).toContainText('1 praying');

  await author.reload();
  await expect(mine).toContainText('1 praying');
  await mine.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(mine).toContainText('Answered');
  await mine.getByRole('button', { name: 'Delete' }).click();
  await mine.getByRole('button', { name: 'Delete' }).click();
  await expect(author.getByRole('article', { name: title })).toHaveCount(0);
});

test('a private request stays with its author', async ({ browser }) => {
  const title = `Only between me and God ${run()}`;
  const author = await browser.newPage();
  await signIn(author, 'member@example.org');
  await author.goto('/prayer-wall');
  await author.getByRole('button', { name: 'Share a prayer request' }).click();
  await author.getByLabel(/^Title/).fill(title);
  await author.getByLabel('Your request', { exact: true }).fill('Something I am not ready to share.');
  await author.getByLabel(/^Private/).check();
  await author.getByRole('button', { name: 'Share request' }).click();
  await expect(author.getByText('Your private request is saved')).toBeVisible();
  await expect(author.getByRole('article', { name: title })).toContainText('Private');

  const neighbour = await browser.newPage();
  await signIn(neighbour, 'leader@example.org');
  await neighbour.goto('/prayer-wall');
  await expect(neighbour.getByRole('article').first()).toBeVisible();
  await expect(neighbour.getByRole('article', { name: title })).toHaveCount(0);
});

test('a worship path that has no screen says so inside the layout', async ({ page }) => {
  await signIn(page, 'member@example.org');
  await page.goto('/prayer-wall/not-a-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prayer Wall', level: 1 })).toHaveCount(0);
});
