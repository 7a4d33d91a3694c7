import { expect, test, type Browser, type Page } from '@playwright/test';
import { followSidebarLink, signIn } from '../support/session';

/**
 * Forums end to end, against the connect service: a member starts a thread, the leader replies and reacts, the
 * church admin pins and locks it, a report reaches the moderators' Reported list; and in a moderated community a
 * member's thread waits for approval until the community's admin approves it.
 */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function startThread(page: Page, title: string, where?: string) {
  await page.goto('/forums');
  await page.getByRole('link', { name: 'New thread' }).click();
  await expect(page.getByRole('heading', { name: 'New thread', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Post thread' }).click();
  await expect(page.getByText('The title needs at least 3 characters')).toBeVisible();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel('Category').selectOption({ label: 'General' });
  if (where) await page.getByLabel('Where').selectOption({ label: where });
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Who is coming on **Sunday**? <script>alert(1)</script>');
  await page.getByRole('button', { name: 'Post thread' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test('a member starts a thread; the leader replies and reacts; a moderator pins and locks it; a report reaches the moderators', async ({
  browser,
}) => {
  test.setTimeout(240_000); // three people in three browsers, and many steps
  const member = await signedIn(browser, 'member@example.org');
  const leader = await signedIn(browser, 'leader@example.org');
  const churchAdmin = await signedIn(browser, 'church_admin@example.org');
  const title = `Sunday lunch ${run()}`;
  try {
    await followSidebarLink(member, 'CONNECT', 'Forums');
    await expect(member.getByRole('heading', { name: 'Forums', level: 1 })).toBeVisible();
    await expect(member.getByRole('article', { name: 'Welcome to the church forums' })).toContainText('Pinned');
    await startThread(member, title);
    const thread = member.getByRole('article', { name: title });
    // The Markdown is rendered by the service; the script is gone.
    await expect(thread.getByText('Sunday', { exact: true })).toBeVisible();
    await expect(thread).not.toContainText('**Sunday**');
    await expect(thread).not.toContainText('<script>');
    const threadUrl = member.url();

    await leader.goto('/forums');
    await leader.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
    const opening = leader.getByRole('article', { name: title });
    await opening.getByRole('button', { name: 'Praying: 0' }).click();
    await expect(opening.getByRole('button', { name: 'Praying: 1, you reacted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await leader.getByRole('textbox', { name: 'Your reply' }).fill('Count me in, I will bring dessert.');
    await leader.getByRole('button', { name: 'Post reply' }).click();
    await expect(leader.getByRole('article', { name: 'Reply by Lucas Ferreira' })).toContainText(
      'I will bring dessert',
    );

    // The member reports the reply (once); the church admin finds it in the Reported list.
    await member.reload();
    const reply = member.getByRole('article', { name: 'Reply by Lucas Ferreira' });
    await expect(
      member.getByRole('article', { name: title }).getByRole('button', { name: 'Praying: 1' }),
    ).toBeVisible();
    await reply.getByRole('button', { name: 'Report' }).click();
    await reply.getByLabel('Reason').selectOption({ label: 'Something else' });
    await reply.getByLabel('Details (optional)').fill('Just checking the report works.');
    await reply.getByRole('button', { name: 'Send report' }).click();
    await expect(reply.getByText('You reported this post')).toBeVisible();

    await churchAdmin.goto('/forums');
    await churchAdmin.getByRole('link', { name: 'Moderation' }).click();
    await expect(churchAdmin.getByRole('heading', { name: 'Forum moderation', level: 1 })).toBeVisible();
    const reportedList = churchAdmin.getByRole('region', { name: 'Reported' });
    const reported = reportedList.getByRole('article', { name: title });
    await expect(reported).toContainText('Reports: 1');
    await reported.getByRole('button', { name: 'Dismiss reports' }).click();
    await expect(reportedList.getByRole('article', { name: title })).toHaveCount(0);

    // The church admin pins the thread and locks it: no more replies.
    await churchAdmin.goto(threadUrl);
    const moderation = churchAdmin.getByRole('group', { name: 'Moderate this thread' });
    await moderation.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(moderation.getByRole('button', { name: 'Unpin' })).toBeVisible();
    await moderation.getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(churchAdmin.getByText('This thread is locked: it takes no new replies.')).toBeVisible();
    await churchAdmin.goto('/forums');
    await expect(churchAdmin.getByRole('article').first()).toContainText('Pinned');
    await expect(churchAdmin.getByRole('article', { name: title })).toContainText('Locked');

    await leader.reload();
    await expect(leader.getByText('This thread is locked: it takes no new replies.')).toBeVisible();
    await expect(leader.getByRole('button', { name: 'Post reply' })).toHaveCount(0);

    // Unpinned again, so the demo's welcome stays the one pinned thread.
    await churchAdmin.goto(threadUrl);
    await moderation.getByRole('button', { name: 'Unpin' }).click();
    await expect(moderation.getByRole('button', { name: 'Pin', exact: true })).toBeVisible();
  } finally {
    await member.context().close();
    await leader.context().close();
    await churchAdmin.context().close();
  }
});

test("in a moderated community a member's thread waits for approval until the community's admin approves it", async ({
  browser,
}) => {
  test.slow();
  const member = await signedIn(browser, 'member@example.org');
  const groupAdmin = await signedIn(browser, 'group_admin@example.org');
  const other = await signedIn(browser, 'ministry_admin@example.org');
  const title = `Small group snacks ${run()}`;
  const toggle = (page: Page) =>
    page.getByRole('checkbox', { name: 'Young Adults Small Group: posts wait for approval' });
  try {
    await groupAdmin.goto('/forums/moderation');
    // The box shows what the service keeps: checked once it answered.
    await toggle(groupAdmin).click();
    await expect(toggle(groupAdmin)).toBeChecked();

    await startThread(member, title, 'Young Adults Small Group');
    await expect(member.getByRole('article', { name: title })).toContainText('Waiting for approval');
    await member.goto('/forums');
    await expect(member.getByRole('article', { name: title })).toContainText('Waiting for approval');

    // Nobody else of the church sees it yet.
    await other.goto('/forums');
    await expect(other.getByRole('heading', { name: 'Forums', level: 1 })).toBeVisible();
    await expect(other.getByRole('article', { name: 'Welcome to the church forums' })).toBeVisible();
    await expect(other.getByRole('article', { name: title })).toHaveCount(0);

    await groupAdmin.reload();
    const waiting = groupAdmin
      .getByRole('region', { name: 'Waiting for approval' })
      .getByRole('article', { name: title });
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await expect(groupAdmin.getByText('Approved')).toBeVisible();

    await other.reload();
    await expect(other.getByRole('article', { name: title })).toBeVisible();
    await expect(other.getByRole('article', { name: title })).not.toContainText('Waiting for approval');
  } finally {
    // Posts in the group go straight out again, as the demo has it.
    await groupAdmin.goto('/forums/moderation');
    if (await toggle(groupAdmin).isChecked()) await toggle(groupAdmin).click();
    await expect(toggle(groupAdmin)).not.toBeChecked();
    await member.context().close();
    await groupAdmin.context().close();
    await other.context().close();
  }
});

test('a member edits their reply, which shows as edited, then deletes it, leaving a placeholder', async ({
  browser,
}) => {
  test.slow();
  const member = await signedIn(browser, 'member@example.org');
  const title = `Prayer breakfast ${run()}`;
  try {
    await startThread(member, title);
    await member.getByRole('textbox', { name: 'Your reply' }).fill('I can bring coffe.');
    await member.getByRole('button', { name: 'Post reply' }).click();
    const reply = member.getByRole('article', { name: 'Reply by Miriam Okafor' });
    await expect(reply).toContainText('I can bring coffe.');
    await expect(reply).not.toContainText('Edited');

    await reply.getByRole('button', { name: 'Edit' }).click();
    await reply.getByRole('textbox', { name: 'Your reply' }).fill('I can bring **coffee**.');
    await reply.getByRole('button', { name: 'Save' }).click();
    await expect(reply.getByText('coffee', { exact: true })).toBeVisible();
    await expect(reply.getByText('Edited', { exact: true })).toBeVisible();
    await member.reload();
    await expect(reply.getByText('Edited', { exact: true })).toBeVisible();

    await reply.getByRole('button', { name: 'Delete' }).click();
    const dialog = member.getByRole('alertdialog', { name: 'Delete your reply?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const placeholder = member.getByRole('article', { name: 'This reply was deleted' });
    await expect(placeholder).toContainText('This reply was deleted');
    await expect(member.getByText('I can bring')).toHaveCount(0);
    await member.reload();
    await expect(member.getByRole('article', { name: 'This reply was deleted' })).toBeVisible();
  } finally {
    await member.context().close();
  }
});
