import { expect, test } from '@playwright/test';
import { followSidebarLink, signIn } from '../support/session';

/**
 * The prayer wall end to end, against the worship service and its database: a member shares a request,
 * another member of the church sees it and prays, the author sees the count and marks it answered, and a
 * path the worship section owns but does not know shows "Page not found" inside the layout.
 */
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test(
  'a member shares a request, another prays and encourages, the author is told and marks it answered',
  { tag: '@smoke' },
  async ({ browser }) => {
    test.slow(); // two people, a dozen screens
    const title = `Courage for Monday ${run()}`;
    const author = await browser.newPage();
    await signIn(author, 'member@example.org');
    await followSidebarLink(author, 'WORSHIP', 'Prayer Wall');
    await expect(author.getByRole('heading', { name: 'Prayer Wall', level: 1 })).toBeVisible();

    await author.getByRole('button', { name: 'Share a prayer request' }).click();
    await author.getByRole('button', { name: 'Share request' }).click();
    await expect(author.getByText('Give your request a title')).toBeVisible();
    await author.getByLabel(/^Title/).fill(title);
    await author
      .getByLabel('Your request', { exact: true })
      .fill('A job interview on Monday morning. Pray for a calm heart.');
    await author
      .getByRole('region', { name: 'Share a prayer request' })
      .getByLabel('Category')
      .selectOption({ label: 'Work and provision' });
    await author.getByRole('button', { name: 'Share request' }).click();
    await expect(author.getByText('Your request is on the prayer wall')).toBeVisible();
    const mine = author.getByRole('article', { name: title });
    await expect(mine).toContainText('Miriam Okafor');
    await expect(mine).toContainText('Work and provision');
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
    await theirs.getByRole('link', { name: title }).click();
    await expect(neighbour.getByRole('region', { name: 'Who prayed' })).toContainText('You');
    const encouragement = neighbour.getByRole('region', { name: 'Encouragement' });
    await encouragement.getByLabel('Write a word of encouragement').fill('Praying for you, Miriam. You will do well.');
    await encouragement.getByRole('button', { name: 'Send' }).click();
    await expect(encouragement).toContainText('Praying for you, Miriam. You will do well.');

    // The author is told, in the bell, and the notification leads to the request with the comment.
    await author.reload();
    await author.getByRole('button', { name: 'Notifications', exact: true }).click();
    const told = author
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: /Lucas Ferreira encouraged you/ });
    await expect(told).toContainText(title);
    await told.click();
    await expect(author.getByRole('article', { name: title })).toContainText('1 praying');
    await expect(author.getByRole('region', { name: 'Who prayed' })).toContainText('Lucas Ferreira');
    await expect(author.getByRole('region', { name: 'Encouragement' })).toContainText('Praying for you, Miriam.');

    const request = author.getByRole('article', { name: title });
    await request.getByRole('button', { name: 'Mark as answered' }).click();
    const answering = author.getByRole('alertdialog', { name: 'Mark as answered' });
    await answering.getByLabel('Tell how God answered (optional)').fill('I got the job, and I was calm.');
    await answering.getByRole('button', { name: 'Mark as answered' }).click();
    await expect(request).toContainText('Answered');
    await expect(request).toContainText('I got the job, and I was calm.');
    await request.getByRole('button', { name: 'Delete' }).click();
    await author
      .getByRole('alertdialog', { name: 'Delete this request?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(author.getByRole('heading', { name: 'Prayer Wall', level: 1 })).toBeVisible();
    await expect(author.getByRole('article', { name: title })).toHaveCount(0);
  },
);

test('the author edits a request; another member reports it; the wall filters by category and answered', async ({
  browser,
}) => {
  test.slow(); // two people, a dozen screens
  const title = `Wisdom for a choice ${run()}`;
  const author = await browser.newPage();
  await signIn(author, 'member@example.org');
  await author.goto('/prayer-wall');
  await author.getByRole('button', { name: 'Share a prayer request' }).click();
  await author.getByLabel(/^Title/).fill(title);
  await author.getByLabel('Your request', { exact: true }).fill('Which school for our son?');
  await author.getByRole('button', { name: 'Share request' }).click();
  const mine = author.getByRole('article', { name: title });
  await mine.getByRole('button', { name: 'Edit' }).click();
  const editing = author.getByRole('region', { name: 'Edit your request' });
  await editing.getByLabel('Category').selectOption({ label: 'Family' });
  await editing.getByLabel('Your request', { exact: true }).fill('Which school for our son? We decide on Friday.');
  await editing.getByRole('button', { name: 'Save changes' }).click();
  await expect(author.getByText('Your request is updated')).toBeVisible();
  await expect(mine).toContainText('We decide on Friday.');
  await expect(mine).toContainText('Edited');
  await expect(mine).toContainText('Family');

  await author.getByRole('search').getByLabel('Category').selectOption({ label: 'Family' });
  await expect(author.getByRole('article', { name: title })).toBeVisible();
  await author.getByRole('search').getByLabel('Category').selectOption({ label: 'Grief and loss' });
  await expect(author.getByRole('article', { name: title })).toHaveCount(0);
  await author.getByRole('search').getByLabel('Category').selectOption({ label: 'All categories' });
  await author.getByRole('button', { name: 'Answered', exact: true }).click();
  await expect(author.getByRole('article', { name: 'Sunday services' })).toContainText('Forty people stayed');
  await expect(author.getByRole('article', { name: title })).toHaveCount(0);

  const neighbour = await browser.newPage();
  await signIn(neighbour, 'leader@example.org');
  await neighbour.goto('/prayer-wall');
  const theirs = neighbour.getByRole('article', { name: title });
  await theirs.getByRole('button', { name: 'Report' }).click();
  const reporting = neighbour.getByRole('alertdialog', { name: 'Report this request' });
  await reporting.getByLabel('Spam or advertising').check();
  await reporting.getByRole('button', { name: 'Send report' }).click();
  await expect(neighbour.getByText("Thank you. Your church's moderators will look at it.")).toBeVisible();
  await expect(theirs).toContainText('Reported');
  await expect(theirs.getByRole('button', { name: 'Report' })).toHaveCount(0);
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
