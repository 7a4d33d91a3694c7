import { expect, test, type Page } from '@playwright/test';
import { followSidebarLink, signIn } from '../support/session';

/**
 * The Engagement Board end to end, through both services: a member shares a prayer request on the prayer wall
 * (worship), and the points it earns reach the board (connect) through worship's events; hiding from the board takes
 * the member off it, and showing again puts them back.
 */
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const standing = /You are #(\d+) with (\d+) points\./;

/** The member's points this week, as their standing says (none yet: 0). */
async function weekPoints(page: Page): Promise<number> {
  const text = page.getByText(/You are #\d+ with \d+ points\.|You have no points in this period yet\./);
  await expect(text).toBeVisible();
  const match = standing.exec((await text.textContent()) ?? '');
  return match ? Number(match[2]) : 0;
}

test('a member shares a prayer request and sees its points on the Engagement Board; hiding takes them off it', async ({
  page,
}) => {
  test.slow(); // two services, an event between them
  await signIn(page, 'member@example.org');
  await followSidebarLink(page, 'CONNECT', 'Engagement Board');
  await expect(page.getByRole('heading', { name: 'Engagement Board', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How points are earned' })).toContainText('Sharing a prayer request');
  const before = await weekPoints(page);

  await page.goto('/prayer-wall');
  await page.getByRole('button', { name: 'Share a prayer request' }).click();
  const title = `Strength for the week ${run()}`;
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel('Your request', { exact: true }).fill('Pray for strength in a busy week.');
  await page.getByRole('button', { name: 'Share request' }).click();
  await expect(page.getByText('Your request is on the prayer wall')).toBeVisible();

  await page.goto('/leaderboard');
  // The points arrive through worship's outbox and stream: read the board again until they are there.
  await expect(async () => {
    await page.reload();
    expect(await weekPoints(page)).toBe(before + 5);
  }).toPass({ timeout: 20_000 });
  const board = page.getByRole('list', { name: 'Members by points' }).first();
  const mine = board.getByRole('listitem').filter({ hasText: 'Miriam Okafor' });
  await expect(mine).toContainText(`${before + 5} points`);
  await expect(mine).toContainText('You');

  const hide = page.getByRole('switch', { name: /Hide me from the Engagement Board/ });
  try {
    await hide.check();
    await expect(
      page.getByText(`You are hidden from the board. You have ${before + 5} points in this period.`),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Miriam Okafor' })).toHaveCount(0);
    await page.getByRole('button', { name: 'All time' }).click();
    await expect(page.getByText(/You are hidden from the board/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Miriam Okafor' })).toHaveCount(0);
  } finally {
    await hide.uncheck();
  }
  await expect(page.getByText(standing)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Miriam Okafor' })).toBeVisible();
});
