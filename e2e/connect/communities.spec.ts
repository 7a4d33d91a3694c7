import { expect, test, type Browser, type Page } from '@playwright/test';
import { followSidebarLink, signIn } from '../support/session';

/**
 * Communities end to end, against the connect service: a member asks to join the demo church's by-request
 * group, its admin accepts them from community management, and the member then finds it among their own; a church
 * admin creates a community and finds it in the directory.
 */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('a member asks to join a by-request group, its admin accepts, and the member finds it among their communities', async ({
  browser,
}) => {
  test.slow(); // two people in two browsers
  const member = await signedIn(browser, 'member@example.org');
  const admin = await signedIn(browser, 'group_admin@example.org');
  try {
    await followSidebarLink(member, 'CONNECT', 'Communities');
    await expect(member.getByRole('heading', { name: 'Communities', level: 1 })).toBeVisible();
    const bibleStudy = member.getByRole('article', { name: "Men's Bible Study" });
    await expect(bibleStudy).toContainText('By request');
    await expect(bibleStudy).toContainText('North Campus');
    // The hidden pastoral care team is not the member's to see.
    await expect(member.getByRole('article', { name: 'Young Adults Small Group' })).toBeVisible();
    await expect(member.getByRole('article', { name: 'Pastoral Care Team' })).toHaveCount(0);
    await bibleStudy.getByRole('button', { name: 'Request to join' }).click();
    await expect(member.getByText("Your request to join Men's Bible Study is sent")).toBeVisible();
    await expect(bibleStudy.getByRole('button', { name: /cancel your request/ })).toHaveText('Requested (cancel)');

    await admin.goto('/community-management');
    await expect(admin.getByRole('heading', { name: 'Community management', level: 1 })).toBeVisible();
    await admin
      .getByRole('article', { name: "Men's Bible Study" })
      .getByRole('link', { name: "Men's Bible Study" })
      .click();
    await expect(admin.getByRole('heading', { name: "Men's Bible Study", level: 1 })).toBeVisible();
    const requests = admin.getByRole('list', { name: 'Requests to join' });
    await requests.getByRole('button', { name: 'Accept Miriam Okafor' }).click();
    await expect(admin.getByText('Miriam Okafor is now a member')).toBeVisible();
    await expect(admin.getByText('Nobody is waiting to join.')).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Members' })).toContainText('Miriam Okafor');

    await member.goto('/community');
    await expect(member.getByRole('heading', { name: 'My communities', level: 1 })).toBeVisible();
    const mine = member.getByRole('article', { name: "Men's Bible Study" });
    await expect(mine).toContainText('Member');
    await expect(member.getByRole('heading', { name: 'Waiting for an answer' })).toHaveCount(0);

    // And leaves it again, as the demo has her (the other specs count her groups).
    await member.goto('/communities');
    const joined = member.getByRole('article', { name: "Men's Bible Study" });
    await joined.getByRole('button', { name: 'Leave' }).click();
    const confirm = member.getByRole('alertdialog', { name: "Leave Men's Bible Study?" });
    await expect(confirm).toContainText('To come back you will need an admin to accept or add you again.');
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect(member.getByText("You left Men's Bible Study")).toBeVisible();
    await expect(joined.getByRole('button', { name: 'Request to join' })).toBeVisible();
  } finally {
    await member.context().close();
    await admin.context().close();
  }
});

test('a church admin creates a community and finds it in the directory', async ({ browser }) => {
  const churchAdmin = await signedIn(browser, 'church_admin@example.org');
  const name = `Hospitality Team ${run()}`;
  try {
    await churchAdmin.goto('/community-management');
    await churchAdmin.getByRole('button', { name: 'Create a community' }).click();
    const form = churchAdmin.getByRole('region', { name: 'Create a community' });
    await form.getByRole('button', { name: 'Create community' }).click();
    await expect(form.getByText('Give the community a name')).toBeVisible();
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel('Description').fill('Coffee, a smile and a seat for every newcomer.');
    await form.getByLabel('Type').selectOption({ label: 'Ministry' });
    await form.getByLabel('Campus').selectOption({ label: 'Main Campus' });
    await form.getByRole('button', { name: 'Create community' }).click();
    await expect(churchAdmin.getByText(`${name} is created`)).toBeVisible();
    await expect(churchAdmin.getByRole('article', { name })).toBeVisible();

    await churchAdmin.goto('/communities');
    await churchAdmin.getByLabel('Search communities').fill(name);
    await churchAdmin.getByRole('button', { name: 'Search' }).click();
    const created = churchAdmin.getByRole('article', { name });
    await expect(created).toContainText('Ministry');
    await expect(created).toContainText('Main Campus');
    await expect(created).toContainText('Admin');
    await expect(churchAdmin.getByRole('article')).toHaveCount(1);
  } finally {
    await churchAdmin.context().close();
  }
});
