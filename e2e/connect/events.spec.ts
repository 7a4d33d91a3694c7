import { expect, test, type Browser, type Page } from '@playwright/test';
import { followSidebarLink, signIn } from '../support/session';

/**
 * Events end to end, against the connect service and its job queue: a church admin plans an event with one
 * seat; one member takes it, another joins the waitlist; when the first says they are not going the second is
 * going; the reminders (due at once: the event starts in minutes) arrive as notifications.
 */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // The first-visit theme prompt opens from the header and may cover buttons: answered whenever it shows.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Choose your theme' }), async (prompt) => {
    await prompt.getByRole('button', { name: 'Got it' }).click();
  });
  await signIn(page, email);
  return page;
}

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** A datetime-local value in UTC, `minutes` from now. */
const utcInput = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);

async function notificationNamed(page: Page, name: RegExp) {
  await page.reload();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  return page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name });
}

test('a church admin plans an event with one seat; the waitlist moves up and reminders arrive', async ({ browser }) => {
  test.slow(); // three people in three browsers
  const title = `Harvest supper ${run()}`;
  const admin = await signedIn(browser, 'church_admin@example.org');
  const first = await signedIn(browser, 'member@example.org');
  const second = await signedIn(browser, 'leader@example.org');
  try {
    await followSidebarLink(admin, 'CONNECT', 'Events');
    await expect(admin.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await admin.getByRole('link', { name: 'Plan an event' }).click();
    await admin.getByRole('button', { name: 'Plan the event' }).click();
    await expect(admin.getByText('Give the event a title')).toBeVisible();
    await admin.getByLabel('Title').fill(title);
    await admin.getByLabel('Time zone').selectOption('UTC');
    await admin.getByLabel('Starts').fill(utcInput(10));
    await admin.getByLabel('Ends').fill(utcInput(70));
    await admin.getByLabel('Place 1').fill('Fellowship Hall');
    await admin.getByLabel('Address').fill('1 Church Lane');
    await admin.getByLabel('Online link (https://…)').fill('https://meet.example.org/harvest');
    await admin.getByLabel('Capacity (leave empty for no limit)').fill('1');
    await admin.getByRole('button', { name: 'Plan the event' }).click();
    const planned = admin.getByRole('article', { name: title });
    await expect(planned).toContainText('Fellowship Hall');
    await expect(planned).toContainText('1 of 1 seats left');
    const eventUrl = new URL(admin.url()).pathname;

    // The first member takes the seat and asks to be reminded 15 minutes before: the event starts sooner.
    await first.goto('/events');
    await first.getByRole('link', { name: title }).click();
    const firstAnswer = first.getByRole('region', { name: 'Will you come?' });
    await firstAnswer.getByLabel('15 minutes before').check();
    await firstAnswer.getByRole('button', { name: 'Going', exact: true }).click();
    await expect(firstAnswer).toContainText('Your answer: Going');
    await expect(first.getByRole('article', { name: title })).toContainText('Full');
    await expect(await notificationNamed(first, new RegExp(`Reminder: ${title}`))).toBeVisible();

    // The second finds it full and joins the waitlist.
    await second.goto(eventUrl);
    const secondAnswer = second.getByRole('region', { name: 'Will you come?' });
    await secondAnswer.getByLabel('15 minutes before').check();
    await secondAnswer.getByRole('button', { name: 'Going', exact: true }).click();
    await expect(secondAnswer).toContainText('You are number 1 on the waitlist');

    // The first cannot come after all: the second is going now, is told, and is reminded.
    await first.goto(eventUrl);
    await first.getByRole('region', { name: 'Will you come?' }).getByRole('button', { name: 'Not going' }).click();
    await expect(first.getByRole('region', { name: 'Will you come?' })).toContainText('Your answer: Not going');
    await expect(await notificationNamed(second, new RegExp(`You have a seat: ${title}`))).toBeVisible();
    await second.goto(eventUrl);
    await expect(second.getByRole('region', { name: 'Will you come?' })).toContainText('Your answer: Going');
    await expect(await notificationNamed(second, new RegExp(`Reminder: ${title}`))).toBeVisible();
  } finally {
    await Promise.all([admin, first, second].map((page) => page.context().close()));
  }
});
