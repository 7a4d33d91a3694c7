import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { signIn } from '../support/session';

// The one test that lets the app's service worker run (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

/** The worker's own calls are cut as well as the page's: offline means nothing reaches the server. */
const cutWorkerCall = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', cutWorkerCall);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/*', cutWorkerCall);
  await context.setOffline(false);
}

/**
 * Once the worker controls the page and has kept the worship section's files and the member's reads of this screen,
 * the screen opens offline.
 */
async function keptForOffline(page: Page, reads: string[]) {
  await page.waitForFunction(async (paths) => {
    if (!navigator.serviceWorker.controller) return false;
    const files = await (await caches.open('koinonia-remote-files')).keys();
    const api = await caches.open('koinonia-api');
    const kept = await Promise.all(paths.map((path) => api.match(path)));
    return files.some((request) => request.url.includes('/mf/worship/')) && kept.every(Boolean);
  }, reads);
}

/**
 * SPEC §1 "Offline content": a member who has opened the app once opens their journal with no network, writes an
 * entry, sees it waiting on the device, and finds it in the journal, once, when the network is back.
 */
test('offline, a member opens the journal, writes an entry, and finds it sent once when back online', async ({
  page,
  context,
}) => {
  test.slow();
  const word = `offline${Date.now().toString(36)}`;
  await signIn(page, 'member@example.org');
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Choose your theme' }), async (prompt) => {
    await prompt.getByRole('button', { name: 'Got it' }).click();
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Opened once online through the worker, which keeps the journal's reads.
  await page.goto('/soap');
  await expect(page.getByRole('heading', { name: 'S.O.A.P. Journal', level: 1, exact: true })).toBeVisible();
  await keptForOffline(page, ['/api/auth/user', '/api/soap-entries?limit=20']);

  await goOffline(context);
  await page.reload();
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'S.O.A.P. Journal', level: 1, exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'New entry' }).click();
  await page.getByLabel('Scripture', { exact: true }).fill('Psalm 23');
  await page.getByLabel('Observation', { exact: true }).fill(`The Lord is my shepherd: ${word}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Kept on this device. It is sent when you are back online.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save entry' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting to be sent (1)' });
  await expect(waiting.getByRole('article').filter({ hasText: word })).toBeVisible();
  await expect(waiting.getByText('Not sent yet')).toBeVisible();

  await goOnline(context);
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Waiting to be sent/ })).toHaveCount(0);
  await expect(
    page.getByRole('article').filter({ hasText: word }).getByRole('link', { name: 'Psalms 23' }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: word })).toHaveCount(1);
  const found = await page.request.get(`/api/soap-entries?q=${word}`);
  const { items } = (await found.json()) as { items: Array<{ id: string; status: string }> };
  expect(items).toHaveLength(1);
  expect(items[0]!.status).toBe('saved');
  await page.request.delete(`/api/soap-entries/${items[0]!.id}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
});
