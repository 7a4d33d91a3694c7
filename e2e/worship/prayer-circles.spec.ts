import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Prayer circles end to end (SPEC §1), against the worship service and its database: the leader starts a circle
 * and copies its invitation link; another member of the church opens it in a browser of their own, joins and sees
 * the members; the owner renews the link and the old one stops working; the member leaves and the owner ends the
 * circle. The demo member reads the seeded circle's private feed.
 */
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('a leader starts a circle and invites by link; another member joins, sees who is in it, and leaves', async ({
  browser,
}) => {
  test.slow(); // two people, two browsers, a dozen screens
  const name = `Night shift ${run()}`;
  const leaderContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const leader = await leaderContext.newPage();
  await signIn(leader, 'leader@example.org');
  await leader.goto('/prayer-wall/circles');
  await expect(leader.getByRole('heading', { name: 'Prayer circles', level: 1, exact: true })).toBeVisible();
  await expect(leader.getByRole('article', { name: /Tuesday prayer partners/ })).toContainText('Owner');

  await leader.getByLabel('Name', { exact: true }).fill(name);
  await leader.getByLabel('Description (optional)', { exact: true }).fill('Nurses who pray between rounds.');
  await leader.getByRole('button', { name: 'Create circle', exact: true }).click();
  await expect(leader.getByRole('heading', { name, level: 1, exact: true })).toBeVisible();
  const link = leader.getByLabel('Invitation link', { exact: true });
  await expect(link).toHaveValue(/^http:\/\/localhost:\d+\/prayer-wall\/circles\/join\/[A-Za-z0-9_-]{22}$/);
  await leader.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(leader.getByText('Link copied', { exact: true })).toBeVisible();
  const invitation = await leader.evaluate(() => navigator.clipboard.readText());
  expect(invitation).toBe(await link.inputValue());

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await signIn(guest, 'group_admin@example.org');
  await guest.goto(invitation);
  await expect(guest.getByText('You are invited to a prayer circle', { exact: true })).toBeVisible();
  await expect(guest.getByRole('heading', { name, level: 1, exact: true })).toBeVisible();
  await expect(guest.getByText('Nurses who pray between rounds.')).toBeVisible();
  await expect(guest.getByText('Lucas Ferreira', { exact: true })).toBeVisible();
  await guest.getByRole('button', { name: 'Join the circle', exact: true }).click();

  await expect(guest.getByText(`You joined ${name}`, { exact: true })).toBeVisible();
  await expect(guest.getByRole('heading', { name, level: 1, exact: true })).toBeVisible();
  const members = guest.getByRole('region', { name: 'Members (2)', exact: true });
  await expect(members.getByRole('listitem')).toHaveText(['Lucas FerreiraOwner', 'Grace KimYou']);
  await expect(guest.getByText('No requests shared with this circle yet', { exact: true })).toBeVisible();
  await expect(guest.getByLabel('Invitation link', { exact: true })).toHaveCount(0);
  const circlePath = new URL(guest.url()).pathname;

  await leader.reload();
  await expect(leader.getByRole('region', { name: 'Members (2)', exact: true })).toContainText('Grace Kim');
  await leader.getByRole('button', { name: 'New link', exact: true }).click();
  const renew = leader.getByRole('alertdialog', { name: 'Make a new link?' });
  await expect(renew).toContainText('The current link stops working');
  await renew.getByRole('button', { name: 'New link', exact: true }).click();
  await expect(link).not.toHaveValue(invitation);
  await expect(link).toHaveValue(/\/prayer-wall\/circles\/join\/[A-Za-z0-9_-]{22}$/);

  await guest.goto(invitation);
  await expect(
    guest.getByRole('heading', { name: 'This invitation does not work', level: 1, exact: true }),
  ).toBeVisible();
  await expect(guest.getByRole('alert')).toHaveText('This invitation link is not valid any more. Ask for a new one.');
  await expect(guest.getByRole('link', { name: 'Back to the prayer wall', exact: true })).toBeVisible();

  await guest.goto(circlePath);
  await guest.getByRole('button', { name: 'Leave the circle', exact: true }).click();
  const leave = guest.getByRole('alertdialog', { name: 'Leave this circle?' });
  await expect(leave).toContainText('You will no longer see the requests shared with it.');
  await leave.getByRole('button', { name: 'Leave the circle', exact: true }).click();
  await expect(guest.getByRole('heading', { name: 'Prayer circles', level: 1, exact: true })).toBeVisible();
  await expect(guest.getByText('You left the circle', { exact: true })).toBeVisible();
  await expect(guest.getByRole('link', { name, exact: true })).toHaveCount(0);
  await guest.goto(circlePath);
  await expect(guest.getByText('This circle was not found, or you are not in it.', { exact: true })).toBeVisible();

  await leader.reload();
  await expect(leader.getByRole('region', { name: 'Members (1)', exact: true })).toBeVisible();
  await leader.getByRole('button', { name: 'End the circle', exact: true }).click();
  await leader
    .getByRole('alertdialog', { name: 'End this circle?' })
    .getByRole('button', { name: 'End the circle', exact: true })
    .click();
  await expect(leader.getByRole('heading', { name: 'Prayer circles', level: 1, exact: true })).toBeVisible();
  await expect(leader.getByRole('link', { name: 'Tuesday prayer partners', exact: true })).toBeVisible();
  await expect(leader.getByRole('link', { name, exact: true })).toHaveCount(0);

  await leaderContext.close();
  await guestContext.close();
});

test('a member reads the private feed of the circle the leader shares a request with', async ({ page }) => {
  await signIn(page, 'member@example.org');
  await page.goto('/prayer-wall/circles');
  await page.getByRole('link', { name: 'Tuesday prayer partners', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tuesday prayer partners', level: 1, exact: true })).toBeVisible();
  const feed = page.getByRole('region', { name: 'Requests shared with this circle', exact: true });
  await expect(feed.getByRole('article', { name: 'Wisdom for a hard conversation' })).toContainText('Lucas Ferreira');
  const members = page.getByRole('region', { name: 'Members (2)', exact: true });
  await expect(members.getByRole('listitem')).toHaveText(['Lucas FerreiraOwner', 'Miriam OkaforYou']);
  await expect(page.getByLabel('Invitation link', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'End the circle', exact: true })).toHaveCount(0);

  // Leaving is asked first; the seeded circle keeps its member for the other tests.
  await page.getByRole('button', { name: 'Leave the circle', exact: true }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave this circle?' });
  await expect(leave).toContainText('You can come back through an invitation link.');
  await leave.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
