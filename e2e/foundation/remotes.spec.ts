import { expect, test } from '@playwright/test';
import { followSidebarLink, recordRemoteRequests, signIn, watchForDuplicateSingletons } from '../support/session';

const sections = [
  { remote: 'worship', path: '/prayer-wall', group: 'WORSHIP', link: 'Prayer Wall', heading: 'Prayer Wall', text: 'Healing for my mother' },
  { remote: 'connect', path: '/events', group: 'CONNECT', link: 'Events', heading: 'Events', text: 'Sunday Worship Service' },
  { remote: 'serve', path: '/divine', group: 'SERVE', link: 'Serve Hub', heading: 'D.I.V.I.N.E. Serve Hub', text: 'Hospitality Team' },
  { remote: 'admin', path: '/admin', group: 'CHURCH ADMIN', link: 'Church Dashboard', heading: 'Church Dashboard', text: 'Giving by fund' },
];

test.describe('Module Federation sections (DESIGN)', () => {
  test('every remote renders its route from /mf/<name>/ on one React', { tag: '@smoke' }, async ({ page }) => {
    const duplicateSingletons = watchForDuplicateSingletons(page);
    const remoteRequests = recordRemoteRequests(page);
    await signIn(page, 'church_admin@example.org');
    for (const section of sections) {
      await followSidebarLink(page, section.group, section.link);
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      await expect(page.getByText(section.text).first()).toBeVisible();
      expect(remoteRequests(section.remote).some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
      expect(remoteRequests(section.remote).some((url) => url.endsWith('.js'))).toBe(true);
    }
    // A full load of a public page gets its pre-rendered HTML; the app's own navigation draws it with the remote.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/landing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Fellowship that carries on all week' })).toBeVisible();
    expect(remoteRequests('marketing').length).toBeGreaterThan(0);
    expect(duplicateSingletons()).toEqual([]);
    // Every shared singleton has one version on the page, the one the shell provided.
    const providers = await page.evaluate(() => {
      type ShareScopes = Record<string, Record<string, Record<string, Record<string, { from: string }>>>>;
      const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__;
      const found: Record<string, string[]> = {};
      for (const scopes of Object.values(share))
        for (const packages of Object.values(scopes))
          for (const [name, versions] of Object.entries(packages))
            found[name] = [...new Set([...(found[name] ?? []), ...Object.entries(versions).map(([version, entry]) => `${version} from ${entry.from}`)])];
      return found;
    });
    for (const name of ['react', 'react-dom', 'react-router-dom', 'styled-components', '@koinonia/shell-contract']) {
      expect([name, providers[name]?.length]).toEqual([name, 1]);
      expect(providers[name]?.[0]).toMatch(/ from shell$/);
    }
  });

  test('an unreachable remote shows the retry card, the rest keeps working, and Retry recovers', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await page.route('**/mf/connect/**', (route) => route.abort('connectionrefused'));
    await page.goto('/events');
    await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 5_000 });
    // The header, the sidebar and the other sections still work.
    await followSidebarLink(page, 'WORSHIP', 'Prayer Wall');
    await expect(page.getByRole('heading', { level: 1, name: 'Prayer Wall' })).toBeVisible();
    await followSidebarLink(page, 'CONNECT', 'Events');
    await expect(page.getByText('This section could not be loaded')).toBeVisible();
    await page.unroute('**/mf/connect/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });

  test('a remote whose manifest is missing shows the fallback within 3 s, and Retry recovers once it is back', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await page.route('**/mf/serve/**/mf-manifest.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/divine');
    await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 3_000 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.unroute('**/mf/serve/**/mf-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'D.I.V.I.N.E. Serve Hub' })).toBeVisible();
  });
});
