import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runtimeDir } from '../support/runtime';
import { recordRemoteRequests, signIn } from '../support/session';

/**
 * DESIGN: a remote is released (or rolled back) by publishing its build under a new version folder and
 * editing one entry of remotes.json — the shell is not rebuilt and the gateway not restarted.
 */
test('pointing remotes.json at another build of one remote changes what the browser loads', async ({ page }, testInfo) => {
  const runtime = runtimeDir(testInfo);
  const remotesFile = path.join(runtime, 'remotes.json');
  const original = readFileSync(remotesFile, 'utf8');
  const config = JSON.parse(original) as { remotes: Array<{ name: string; manifest: string }> };
  const worship = config.remotes.find((remote) => remote.name === 'worship');
  if (!worship) throw new Error('remotes.json has no worship entry');
  const current = worship.manifest.split('/')[3] ?? '';
  const next = `${current}-next`;
  cpSync(path.join(runtime, 'mf', 'worship', current), path.join(runtime, 'mf', 'worship', next), { recursive: true, dereference: true });

  try {
    await signIn(page, 'member@example.org');
    // The dashboard loads its latest prayers in a lazy chunk after it shows: let that finish on the
    // current build before the switch, so no late request of it is taken for one made after.
    await expect(page.getByRole('link', { name: 'See the prayer wall' })).toBeVisible();
    // The shell's own scripts: the federation runtime adds (and later removes) a <script> per remoteEntry.js,
    // so whether one is still in the page depends on timing.
    const shellScriptsNow = () =>
      page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')).filter((src) => !src?.includes('/mf/')));
    const shellScripts = await shellScriptsNow();
    worship.manifest = `/mf/worship/${next}/mf-manifest.json`;
    writeFileSync(remotesFile, JSON.stringify(config, null, 2));

    const requests = recordRemoteRequests(page);
    await page.goto('/prayer-wall');
    await expect(page.getByRole('heading', { level: 1, name: 'Prayer Wall' })).toBeVisible();
    const worshipFiles = requests('worship');
    expect(worshipFiles.some((url) => url.includes(`/mf/worship/${next}/`) && url.endsWith('.js'))).toBe(true);
    expect(worshipFiles.filter((url) => url.includes(`/mf/worship/${current}/`))).toEqual([]);
    // The same shell build served the page.
    expect(await shellScriptsNow()).toEqual(shellScripts);
  } finally {
    writeFileSync(remotesFile, original);
  }
});
