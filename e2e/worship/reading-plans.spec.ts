import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Reading plans end to end: a member finds a plan from the Bible reader, starts it, reads today's day with its
 * devotion, marks it read and sees the streak, at home too; the custom generator is Torchbearer's (SPEC §6): the
 * Disciple member is shown the upsell and the Torchbearer pastor makes a plan.
 */
test('a member starts a plan, reads today’s day and its devotion, marks it read and sees the streak', async ({
  page,
}) => {
  await signIn(page, 'member@example.org');
  await page.goto('/bible-reading');
  await page.getByRole('link', { name: 'Reading plans', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reading plans', level: 1, exact: true })).toBeVisible();
  // The demo member follows the Gospels in 30 days already (seeded), shown on top with its progress.
  const mine = page.getByRole('region', { name: 'My plans', exact: true });
  await expect(mine.getByRole('link', { name: 'The Gospels in 30 Days', exact: true })).toBeVisible();
  await expect(mine.getByText('3 of 30 days read')).toBeVisible();
  // Intermediate plans are Servant's: locked for the Disciple member.
  await page.getByLabel('Level', { exact: true }).selectOption('intermediate');
  await expect(
    page.getByRole('article', { name: 'The Bible in a Year', exact: true }).getByLabel('Locked: needs Servant'),
  ).toBeVisible();
  await page.getByLabel('Level', { exact: true }).selectOption('');

  await page.getByLabel('Search plans', { exact: true }).fill('John in 21');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('article', { name: 'John in 21 Days', exact: true })
    .getByRole('link', { name: 'John in 21 Days', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'John in 21 Days', level: 1, exact: true })).toBeVisible();
  const restart = page.getByRole('button', { name: 'Restart plan', exact: true });
  if (await restart.isVisible()) {
    // A run before this one started it already: begin again, as a member would.
    await restart.click();
    await page
      .getByRole('alertdialog', { name: 'Restart this plan?' })
      .getByRole('button', { name: 'Restart plan', exact: true })
      .click();
  } else {
    await page.getByRole('button', { name: 'Start this plan', exact: true }).click();
  }
  await expect(page.getByText('Day 1 of 21', { exact: true })).toBeVisible();
  await expect(page.getByText('0 of 21 days read', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Open today’s reading', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Day 1 of 21', level: 1, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read John 1', exact: true })).toHaveAttribute(
    'href',
    '/bible-reading?book=JHN&chapter=1',
  );
  await expect(page.getByRole('heading', { name: 'The Word became flesh', level: 2, exact: true })).toBeVisible();
  await expect(page.getByText('John 1: What does John say about who Jesus is?', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pray', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Journal on this passage', exact: true })).toHaveAttribute(
    'href',
    '/soap/new?scripture=John%201',
  );

  await page.getByRole('button', { name: 'Mark as read', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Read on \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
  await expect(page.getByText('1-day streak', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'John in 21 Days', exact: true }).click();
  await expect(page.getByText('1 of 21 days read', { exact: true })).toBeVisible();

  // Home shows today's reading and the streak of the plan read most recently.
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: 'Today’s reading', exact: true });
  await expect(today.getByRole('link', { name: 'John in 21 Days', exact: true })).toBeVisible();
  await expect(today.getByText('1-day streak', { exact: true })).toBeVisible();
});

test('the custom plan generator shows the Disciple member the Torchbearer upsell', async ({ page }) => {
  await signIn(page, 'member@example.org');
  await page.goto('/bible-reading/plans/custom');
  await expect(page.getByRole('heading', { name: 'Create a custom plan', level: 1, exact: true })).toBeVisible();
  const upsell = page.getByRole('note', { name: 'Needs the Torchbearer plan', exact: true });
  await expect(upsell.getByText('Included with Torchbearer', { exact: true })).toBeVisible();
  await expect(upsell.getByRole('link', { name: 'Compare plans', exact: true })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Create plan', exact: true })).toHaveCount(0);
});

test('a Torchbearer pastor generates a custom plan from chosen books and follows it', async ({ page }) => {
  const title = `Ruth and Jonah ${Date.now().toString(36)}`;
  await signIn(page, 'pastor@example.org');
  await page.goto('/bible-reading/plans/custom');
  await page.getByRole('button', { name: 'Create plan', exact: true }).click();
  await expect(page.getByText('Give the plan a title', { exact: true })).toBeVisible();
  await expect(page.getByText('Choose at least one book', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByLabel('Ruth', { exact: true }).check();
  await page.getByLabel('Jonah', { exact: true }).check();
  await page.getByLabel('Days (1–365)', { exact: true }).fill('8');
  await page.getByRole('button', { name: 'Create plan', exact: true }).click();

  await expect(page.getByRole('heading', { name: title, level: 1, exact: true })).toBeVisible();
  await expect(page.getByText('8 chapters of 2 books in 8 days, one chapter a day.', { exact: true })).toBeVisible();
  await expect(page.getByText('Day 1 of 8', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Day 8' })).toContainText('Jonah 4');
});
