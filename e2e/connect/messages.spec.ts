import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Messages end to end (issue 15), against the connect service, its /ws through the gateway and Redis pub/sub: the member
 * starts a conversation with the leader and writes; the leader, in another browser, sees it arrive without reloading,
 * with the header's unread badge, which clears once they read it; each sees the other typing; the reply arrives live.
 * The distributed stack runs two connect replicas and pins the member's sockets to one and the leader's to the other
 * (e2e/serve.mjs), so there all of this crosses from one instance to the other through Redis. The demo data gives the
 * two a conversation already ("Start" finds it again), every message of it read.
 */
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  // The header's one-time theme tip hangs over the top of the page, where "New message" is.
  const tip = page.getByRole('dialog', { name: 'Choose your theme' });
  if (await tip.isVisible()) await tip.getByRole('button', { name: 'Got it' }).click();
  return page;
}

test('two members chat in real time: live messages, typing, unread badge and Seen by', async ({ browser }) => {
  test.slow(); // two people in two browsers
  const tag = run();
  const member = await signedIn(browser, 'member@example.org');
  const leader = await signedIn(browser, 'leader@example.org');
  try {
    await leader.goto('/messages');
    await expect(leader.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

    // The member starts a conversation with the leader, found by name.
    await member.goto('/messages');
    await member.getByRole('button', { name: 'New message' }).click();
    const dialog = member.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel('Search people of your church').fill('Lucas');
    await dialog.getByRole('button', { name: 'Lucas Ferreira' }).click();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(member.getByRole('heading', { name: 'Lucas Ferreira', level: 2 })).toBeVisible();
    const memberComposer = member.getByRole('textbox', { name: 'Message' });
    await memberComposer.fill(`Are you coming on Sunday? ${tag}`);
    await memberComposer.press('Enter');
    await expect(member.getByTestId('message').filter({ hasText: `Are you coming on Sunday? ${tag}` })).toBeVisible();

    // The leader, who has not reloaded, sees the conversation with its unread count, and the header's badge.
    const row = leader.getByRole('link', { name: /Miriam Okafor/ });
    await expect(row).toContainText(`Are you coming on Sunday? ${tag}`);
    await expect(row.getByLabel('1 unread')).toBeVisible();
    await expect(leader.getByTestId('messages-unread-badge')).toHaveText('1');

    // Opening it reads it: the badge clears, and the member sees that it was seen.
    await row.click();
    await expect(leader.getByRole('heading', { name: 'Miriam Okafor', level: 2 })).toBeVisible();
    await expect(leader.getByTestId('message').filter({ hasText: `Are you coming on Sunday? ${tag}` })).toBeVisible();
    await expect(leader.getByTestId('messages-unread-badge')).toHaveCount(0);
    await expect(member.getByText('Seen by Lucas Ferreira')).toBeVisible();

    // Each sees the other typing; the reply arrives live.
    await memberComposer.pressSequentially('One more', { delay: 20 });
    await expect(leader.getByText('Miriam Okafor is typing…')).toBeVisible();
    await memberComposer.fill('');
    const leaderComposer = leader.getByRole('textbox', { name: 'Message' });
    await leaderComposer.pressSequentially(`Yes, see you there ${tag}`, { delay: 10 });
    await expect(member.getByText('Lucas Ferreira is typing…')).toBeVisible();
    await leaderComposer.press('Enter');
    await expect(member.getByTestId('message').filter({ hasText: `Yes, see you there ${tag}` })).toBeVisible();
    await expect(member.getByText('Lucas Ferreira is typing…')).toHaveCount(0);
    await expect(member.getByTestId('messages-unread-badge')).toHaveCount(0);
  } finally {
    await member.context().close();
    await leader.context().close();
  }
});

test('the member edits and then deletes a message; the leader sees both live', async ({ browser }) => {
  test.slow(); // two people in two browsers
  const tag = run();
  const member = await signedIn(browser, 'member@example.org');
  const leader = await signedIn(browser, 'leader@example.org');
  try {
    // The demo data's conversation of the two, open on both sides.
    await member.goto('/messages');
    await member.getByRole('link', { name: /Lucas Ferreira/ }).click();
    await expect(member.getByRole('heading', { name: 'Lucas Ferreira', level: 2 })).toBeVisible();
    await leader.goto('/messages');
    await leader.getByRole('link', { name: /Miriam Okafor/ }).click();
    await expect(leader.getByRole('heading', { name: 'Miriam Okafor', level: 2 })).toBeVisible();

    const composer = member.getByRole('textbox', { name: 'Message' });
    await composer.fill(`Choir practice is at seven ${tag}`);
    await composer.press('Enter');
    await expect(leader.getByTestId('message').filter({ hasText: `Choir practice is at seven ${tag}` })).toBeVisible();

    // Edit: through the message's own actions button, by keyboard.
    const mine = member.getByTestId('message').filter({ hasText: `Choir practice is at seven ${tag}` });
    await mine.getByRole('button', { name: 'Message actions' }).click();
    await mine.getByRole('button', { name: 'Edit' }).click();
    const field = member.getByRole('textbox', { name: 'Edit message' });
    await field.fill(`Choir practice is at half past seven ${tag}`);
    await field.press('Enter');
    const edited = leader.getByTestId('message').filter({ hasText: `Choir practice is at half past seven ${tag}` });
    await expect(edited).toBeVisible();
    await expect(edited).toContainText('edited');
    await expect(leader.getByTestId('message').filter({ hasText: `Choir practice is at seven ${tag}` })).toHaveCount(0);

    // Delete, after confirming: both see that it was deleted, and its words are gone.
    const editedMine = member.getByTestId('message').filter({ hasText: `Choir practice is at half past seven ${tag}` });
    await editedMine.getByRole('button', { name: 'Message actions' }).click();
    await editedMine.getByRole('button', { name: 'Delete' }).click();
    const dialog = member.getByRole('alertdialog', { name: 'Delete this message?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(member.getByTestId('message').filter({ hasText: tag })).toHaveCount(0);
    await expect(leader.getByTestId('message').filter({ hasText: tag })).toHaveCount(0);
    await expect(leader.getByTestId('message').last()).toContainText('This message was deleted');
    await expect(member.getByTestId('message').last()).toContainText('This message was deleted');

    // Reloaded, it stays deleted.
    await leader.reload();
    await expect(leader.getByTestId('message').last()).toContainText('This message was deleted');
  } finally {
    await member.context().close();
    await leader.context().close();
  }
});
