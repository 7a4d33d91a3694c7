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
async function keptForOffline(page: Page, reads: string[], cache = 'koinonia-api') {
  // What is not kept yet: nothing, once the worker controls the page and holds the section's files and the reads.
  const missing = () =>
    page.evaluate(
      async ({ paths, name }) => {
        if (!navigator.serviceWorker.controller) return ['a service worker controlling the page'];
        const files = await (await caches.open('koinonia-remote-files')).keys();
        const copies = await caches.open(name);
        const absent = [];
        for (const path of paths) if (!(await copies.match(path))) absent.push(path);
        if (!files.some((request) => request.url.includes('/mf/worship/'))) absent.push('the worship section’s files');
        return absent;
      },
      { paths: reads, name: cache },
    );
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
}

async function answerThemePrompt(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Choose your theme' }), async (prompt) => {
    await prompt.getByRole('button', { name: 'Got it' }).click();
  });
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
  await answerThemePrompt(page);
  const written = await page.request.post('/api/soap-entries', {
    data: { scripture: 'John 15:5', observation: `Written online: ${word}`, status: 'saved' },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const earlier = ((await written.json()) as { id: string }).id;
  // Opened once online, through the worker, which keeps the journal's reads.
  await page.goto('/soap');
  await expect(page.getByRole('article').filter({ hasText: `Written online: ${word}` })).toBeVisible();
  await keptForOffline(page, ['/api/auth/user', '/api/soap-entries?limit=20', `/api/soap-entries/${earlier}`]);

  await goOffline(context);
  await page.reload();
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'S.O.A.P. Journal', level: 1, exact: true })).toBeVisible();
  const earlierCard = page.getByRole('article').filter({ hasText: `Written online: ${word}` });
  await expect(earlierCard).toBeVisible();
  // A recent entry opens offline too: the section kept it.
  await earlierCard.getByRole('link', { name: 'John 15:5' }).click();
  await expect(page.getByRole('heading', { name: 'John 15:5', level: 1, exact: true })).toBeVisible();
  await expect(page.getByText(`Written online: ${word}`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the journal' }).click();

  await page.getByRole('link', { name: 'New entry' }).click();
  await page.getByLabel('Scripture', { exact: true }).fill('Psalm 23');
  await page.getByLabel('Observation', { exact: true }).fill(`The Lord is my shepherd: ${word}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Kept on this device. It is sent when you are back online.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save entry' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting to be sent (1)' });
  await expect(waiting.getByRole('article').filter({ hasText: `shepherd: ${word}` })).toBeVisible();
  await expect(waiting.getByText('Not sent yet')).toBeVisible();

  await goOnline(context);
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Waiting to be sent/ })).toHaveCount(0);
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: `shepherd: ${word}` })
      .getByRole('link', { name: 'Psalms 23' }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: `shepherd: ${word}` })).toHaveCount(1);
  const found = await page.request.get(`/api/soap-entries?q=${word}`);
  const { items } = (await found.json()) as { items: Array<{ id: string; status: string; observation: string }> };
  // The server has the entry written offline once, saved, beside the one written online.
  const sent = items.filter((item) => item.observation === `The Lord is my shepherd: ${word}`);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.status).toBe('saved');
  expect(items.map((item) => item.id).sort()).toEqual([sent[0]!.id, earlier].sort());
  for (const id of [sent[0]!.id, earlier]) {
    await page.request.delete(`/api/soap-entries/${id}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  }
});

/**
 * SPEC §1, §6: the chapters ahead in a member's reading plan are kept on the device, as many as a free plan allows,
 * and the Bible reader opens them with no network.
 */
test('offline, a member reads the next chapter of their reading plan', async ({ page, context }) => {
  test.slow();
  await signIn(page, 'member@example.org');
  await answerThemePrompt(page);
  // The demo member follows the Gospels in 30 days (seeded): a free plan keeps its next 30 chapters.
  const offline = (await (await page.request.get('/api/reading-plans/offline')).json()) as {
    limit: number | null;
    chapters: Array<{ book: string; chapter: number }>;
  };
  expect(offline.limit).toBe(30);
  expect(offline.chapters).toHaveLength(30);
  const next = offline.chapters[0]!;
  const chapterPath = `/api/bible/web/${next.book}/${next.chapter}`;

  await page.goto('/bible-reading/plans');
  const mine = page.getByRole('region', { name: 'My plans', exact: true });
  await expect(
    mine.getByText('Chapters of your plans kept on this device for reading offline: 30.', { exact: false }),
  ).toBeVisible();
  await expect(
    mine.getByText('Your plan keeps up to 30; Torchbearer keeps every chapter ahead.', { exact: false }),
  ).toBeVisible();
  await keptForOffline(page, [chapterPath], 'koinonia-offline-chapters');

  await goOffline(context);
  await page.goto(`/bible-reading?translation=web&book=${next.book}&chapter=${next.chapter}`);
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^(?!Discussion).* ${next.chapter}$`) });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verse 1', exact: true })).toBeVisible();
  await goOnline(context);
});
