import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_CHURCH } from '@koinonia/contracts';
import { followSidebarLink, signIn } from '../support/session';

/**
 * Church membership end to end: a newcomer who chooses the demo church waits until its staff accept them,
 * and then sees the church's prayers; a newcomer with the church's join link joins at once, and a link
 * replaced by a new one stops working. Each person has their own browser context.
 */

/** An address of the benchmarking range 198.18.0.0/15 (RFC 2544): never a real visitor's. */
const benchmarkingAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A person of their own: sign-ups are limited per address, which the e2e gateway reads from X-Forwarded-For. */
const newPerson = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': benchmarkingAddress() } });

/** A newcomer unique to this run: names and email the test can find again. */
function newcomer(label: string) {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { firstName: label, lastName: `Visitor ${run}`, email: `${label.toLowerCase()}.${run}@example.org`, password: 'quiet-harbor-lantern-73' };
}
type Newcomer = ReturnType<typeof newcomer>;
const fullName = (person: Newcomer) => `${person.firstName} ${person.lastName}`;

/** The sign-up form of /signup (/onboarding) or of a join link, then the profile step. */
async function signUpAndKeepProfile(page: Page, person: Newcomer): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password (at least 8 characters)').fill(person.password);
  await page.getByRole('button', { name: 'Get started free' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
}

const DEMO_PRAYER = 'Healing for my mother';

test.describe('member management (SPEC §1 "Member management", §2 /member-management)', () => {
  test.setTimeout(90_000);

  test('a newcomer asks to join the demo church, its church admin accepts, and the church prayers appear', async ({ browser }) => {
    const person = newcomer('Abigail');
    const newcomerContext = await newPerson(browser);
    const adminContext = await newPerson(browser);
    try {
      const page = await newcomerContext.newPage();
      await page.goto('/signup');
      await signUpAndKeepProfile(page, person);
      await page.getByLabel('Search churches by name').fill('grace');
      await page.getByRole('radio', { name: DEMO_CHURCH.name }).check();
      await page.getByRole('button', { name: 'Ask to join' }).click();
      await expect(page.getByRole('heading', { name: `Waiting for ${DEMO_CHURCH.name}` })).toBeFocused();
      await expect(page.getByText(`Your request to join ${DEMO_CHURCH.name} is waiting for the church's staff to accept it.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Step 3 of 4')).toBeVisible();
      // Not a member yet: the prayer wall has nothing of the church.
      await page.goto('/prayer-wall');
      await expect(page.getByText('No prayer requests yet')).toBeVisible();

      const admin = await adminContext.newPage();
      await signIn(admin, 'church_admin@example.org');
      await followSidebarLink(admin, 'CHURCH ADMIN', 'People Management');
      await expect(admin).toHaveURL(/\/member-management$/);
      await expect(admin.getByRole('heading', { level: 1, name: 'Member Management' })).toBeVisible();
      await expect(admin.getByRole('tab', { name: /Requests to join/ })).toHaveAttribute('aria-selected', 'true');
      const requests = admin.getByRole('list', { name: 'Requests to join' });
      await expect(requests.getByText(fullName(person))).toBeVisible();
      await expect(requests.getByText(person.email)).toBeVisible();
      await admin.getByRole('button', { name: `Accept ${fullName(person)}` }).click();
      await expect(admin.getByText(`${fullName(person)} is now a member of your church`)).toBeVisible();
      await expect(requests.getByText(fullName(person))).toHaveCount(0);

      // The newcomer's next call already carries the church: its prayers show.
      await page.goto('/prayer-wall');
      await expect(page.getByText(DEMO_PRAYER)).toBeVisible();

      // The new member is among the church's people, a member whose role the church admin may change.
      await admin.getByRole('tab', { name: 'People' }).click();
      await admin.getByLabel('Search by name or email').fill(person.lastName);
      const row = admin.getByRole('listitem').filter({ hasText: person.email });
      await expect(row.getByRole('combobox', { name: 'Role' })).toHaveValue('member');
      await expect(row.getByRole('button', { name: `Remove ${fullName(person)}` })).toBeVisible();
    } finally {
      await newcomerContext.close();
      await adminContext.close();
    }
  });

  test('the church admin makes a join link; a newcomer with the old one is told it stopped working, and joins with the new one', async ({ browser }) => {
    const person = newcomer('Boaz');
    const adminContext = await newPerson(browser);
    const newcomerContext = await newPerson(browser);
    try {
      const admin = await adminContext.newPage();
      await adminContext.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(admin, 'church_admin@example.org');
      await admin.goto('/member-management');
      await admin.getByRole('tab', { name: 'Join link' }).click();
      const linkField = admin.getByLabel(`Join link for ${DEMO_CHURCH.name}`);
      const create = admin.getByRole('button', { name: 'Create a join link' });
      await expect(create.or(linkField)).toBeVisible();
      if (await create.isVisible()) await create.click();
      await expect(linkField).toHaveValue(/\/onboarding\/church\?join=[\w-]{22}$/);
      const oldLink = await linkField.inputValue();

      await admin.getByRole('button', { name: 'Make a new link' }).click();
      const dialog = admin.getByRole('alertdialog', { name: 'Make a new join link?' });
      await expect(dialog.getByText('The current link stops working at once: anyone who has it will need the new one.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Make a new link' }).click();
      await expect(dialog).toBeHidden();
      await expect(linkField).not.toHaveValue(oldLink);
      const newLink = await linkField.inputValue();
      await admin.getByRole('button', { name: 'Copy link' }).click();
      await expect(admin.getByText('Link copied')).toBeVisible();
      expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(newLink);

      const page = await newcomerContext.newPage();
      await page.goto(oldLink);
      await expect(page.getByText('Create your account to join the church that shared this link.')).toBeVisible();
      await signUpAndKeepProfile(page, person);
      await expect(page.getByRole('alert')).toContainText('This join link is not valid. Ask the church for a new one.');
      await expect(page.getByLabel('Search churches by name')).toBeVisible();

      await page.goto(newLink);
      await expect(page.getByRole('heading', { name: DEMO_CHURCH.name })).toBeVisible();
      await page.getByRole('button', { name: `Join ${DEMO_CHURCH.name}` }).click();
      await expect(page.getByRole('heading', { name: `Welcome to ${DEMO_CHURCH.name}` })).toBeVisible();
      await expect(page.getByText(`You are a member of ${DEMO_CHURCH.name}.`, { exact: false })).toBeVisible();
      await expect(page).toHaveURL(/\/onboarding\/church$/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Step 3 of 4')).toBeVisible();
      await page.goto('/prayer-wall');
      await expect(page.getByText(DEMO_PRAYER)).toBeVisible();
    } finally {
      await adminContext.close();
      await newcomerContext.close();
    }
  });

  test('a member who opens /member-management is told it needs Church Staff access', async ({ browser }) => {
    const context = await newPerson(browser);
    try {
      const page = await context.newPage();
      await signIn(page, 'member@example.org');
      await page.goto('/member-management');
      await expect(page.getByRole('heading', { name: "You don't have access to this" })).toBeVisible();
      await expect(page.getByText('This page needs Church Staff access.', { exact: false })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
