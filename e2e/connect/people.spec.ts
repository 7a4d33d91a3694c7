import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * The directory and contacts end to end, against the connect service and its copy of who people are: the leader
 * shares a phone number with the people of their communities only; the member, who shares the small group with
 * them, sees it and keeps them as a contact; the pastor, who does not, no longer finds them.
 */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function share(page: Page, visibility: RegExp, phone: string) {
  await page.goto('/people/sharing');
  await expect(page.getByRole('heading', { name: 'What you share', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: visibility }).check();
  await page.getByLabel('Phone to share (optional)').fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. People see what you share now.')).toBeVisible();
}

test('a leader shares with their communities only; a member of their group finds them and keeps them as a contact', async ({ browser }) => {
  test.slow(); // three people in three browsers
  const leader = await signedIn(browser, 'leader@example.org');
  const member = await signedIn(browser, 'member@example.org');
  const pastor = await signedIn(browser, 'pastor@example.org');
  try {
    await share(leader, /People in your communities/, '+1 555 0101');

    await member.goto('/people');
    await expect(member.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
    const lucas = member.getByRole('article', { name: 'Lucas Ferreira' });
    await expect(lucas.getByText('Leader', { exact: true })).toBeVisible();
    await expect(lucas.getByRole('link', { name: '+1 555 0101' })).toBeVisible();
    // Other specs may have put the two in more groups together; the small group is always one of them.
    await expect(lucas.getByText(/^Communities in common: .*Young Adults Small Group/)).toBeVisible();
    await lucas.getByRole('button', { name: 'Add to contacts' }).click();
    await expect(lucas.getByRole('button', { name: 'In your contacts' })).toBeVisible();

    await member.getByRole('link', { name: 'Your contacts' }).click();
    await expect(member.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await expect(member.getByRole('article', { name: 'Lucas Ferreira' })).toBeVisible();
    await expect(member.getByRole('article', { name: 'Lucas Ferreira' }).getByRole('link', { name: 'Message Lucas Ferreira' })).toBeVisible();

    await pastor.goto('/people?q=Lucas');
    await expect(pastor.getByText('Nobody matches')).toBeVisible();
    await pastor.goto('/people?q=Miriam');
    await expect(pastor.getByRole('article', { name: 'Miriam Okafor' })).toBeVisible();

    // Taken off the contacts, and the leader findable by the church again, as the demo has them.
    await member.getByRole('article', { name: 'Lucas Ferreira' }).getByRole('button', { name: 'In your contacts' }).click();
    await member.reload();
    await expect(member.getByText('No contacts yet')).toBeVisible();
  } finally {
    await share(leader, /Everyone in your church/, '');
    await Promise.all([leader, member, pastor].map((page) => page.context().close()));
  }
});
