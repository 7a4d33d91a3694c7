import { expect, test, type Page } from '@playwright/test';
import { followSidebarLink, signIn } from '../support/session';

/**
 * Audio end to end (/spiritual-audio, /audio-routines), against the worship service and its database. Chromium here
 * may have no voices, so the page is given a fake speech synthesis before it loads: it starts each utterance after
 * a moment, ends it a little later, and holds it while paused — enough to watch the verse being read move, stop and
 * go on, and a routine play in its order.
 */
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function fakeSpeech(page: Page) {
  await page.addInitScript(() => {
    type Spoken = { text: string; onstart?: () => void; onend?: () => void; onerror?: (event: { error: string }) => void };
    let current: Spoken | undefined;
    let endTimer: number | undefined;
    const speech = {
      paused: false,
      speaking: false,
      getVoices: () => [{ lang: 'en-US', name: 'Test voice', voiceURI: 'test-voice', default: true, localService: true }],
      addEventListener() {},
      removeEventListener() {},
      speak(utterance: Spoken) {
        current = utterance;
        setTimeout(() => {
          if (current !== utterance) return;
          utterance.onstart?.();
          endTimer = window.setTimeout(() => finish(utterance), 700);
        }, 50);
      },
      pause() {
        speech.paused = true;
        clearTimeout(endTimer);
      },
      resume() {
        speech.paused = false;
        const resumed = current;
        if (resumed) endTimer = window.setTimeout(() => finish(resumed), 700);
      },
      cancel() {
        clearTimeout(endTimer);
        const cancelled = current;
        current = undefined;
        cancelled?.onerror?.({ error: 'canceled' });
      },
    };
    function finish(utterance: Spoken) {
      if (current !== utterance) return;
      current = undefined;
      utterance.onend?.();
    }
    class Utterance {
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'speechSynthesis', { value: speech, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  });
}

test('a chapter is read aloud verse by verse, the verse being read marked, and pauses and resumes', async ({ page }) => {
  await fakeSpeech(page);
  await signIn(page, 'member@example.org');
  await page.goto('/spiritual-audio?translation=web&book=PSA&chapter=23');
  await expect(page.getByRole('heading', { name: 'Spiritual audio', level: 1 })).toBeVisible();
  const verses = page.getByRole('list', { name: 'Chapter text' }).getByRole('listitem');
  await expect(verses.first()).toContainText('shepherd');

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(verses.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Now reading verse 1', { exact: true })).toBeVisible();
  await expect(verses.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(verses.nth(0)).not.toHaveAttribute('aria-current', 'true');

  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const paused = page.getByText(/^Paused at verse \d$/);
  await expect(paused).toBeVisible();
  const pausedAt = await paused.textContent();
  await page.waitForTimeout(1500);
  await expect(paused).toHaveText(pausedAt!);

  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  const next = Number(pausedAt!.at(-1)) + 1;
  await expect(page.getByText(`Now reading verse ${next}`, { exact: true })).toBeVisible();
  await expect(verses.nth(next - 1)).toHaveAttribute('aria-current', 'true');

  // The reading goes on on another screen of the section, with its controls at the foot of it.
  await followSidebarLink(page, 'WORSHIP', 'S.O.A.P. Journal');
  await expect(page.getByRole('heading', { name: 'S.O.A.P. Journal', level: 1, exact: true })).toBeVisible();
  const nowPlaying = page.getByRole('complementary', { name: 'Now playing' });
  await expect(nowPlaying.getByRole('link', { name: /Psalm/ })).toBeVisible();
  await nowPlaying.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(nowPlaying.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
  await nowPlaying.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(nowPlaying).toHaveCount(0);
});

test('a member makes a routine of two items, reorders them, finds the order kept and plays it', async ({ page }) => {
  test.slow(); // a routine made, changed, read again and played
  await fakeSpeech(page);
  const name = `Morning ${run()}`;
  await signIn(page, 'member@example.org');
  await page.goto('/audio-routines');
  await expect(page.getByRole('heading', { name: 'Audio routines', level: 1 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create routine', exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByLabel('Reference (e.g. Psalm 23)').fill('Psalm 23');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('prayer');
  await page.getByLabel('Your prayer', { exact: true }).fill('Lord, lead me beside still waters today.');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(/Passage: Psalms? 23/);
  await expect(items.nth(1)).toContainText('Prayer: Lord, lead me');

  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/audio-routines/'));
  await page.getByRole('button', { name: 'Move item 2 up', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(items.nth(0)).toContainText('Prayer: Lord, lead me');

  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(items.nth(0)).toContainText('Prayer: Lord, lead me');
  await expect(items.nth(1)).toContainText(/Passage: Psalms? 23/);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByText('Now playing item 1', { exact: true })).toBeVisible();
  await expect(items.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Now playing item 2', { exact: true })).toBeVisible();
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();

  // Leaves the member under the limit of routines for the next run.
  await page.getByRole('button', { name: 'Delete routine', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Audio routines', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
