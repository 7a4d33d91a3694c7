import { expect, test, type Page } from '@playwright/test';
import { DEMO_MINISTRY_COMMUNITY } from '@koinonia/contracts';
import { signIn } from '../support/session';

const bellOf = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test.describe('the notification bell (SPEC §2 "Header", §4 "Notification")', () => {
  test('the member sees the unread count, marks one read, then all read', async ({ page }) => {
    await signIn(page, 'member@example.org');
    const bell = bellOf(page);
    // Seeded: two unread notifications and a pending staff invitation (SPEC §4: mark all covers both lists).
    await expect(bell).toHaveAccessibleDescription(/^\d+ unread$/);
    const countId = await bell.getAttribute('aria-describedby');
    const before = Number((await page.locator(`[id="${countId}"]`).textContent())?.split(' ')[0]);
    expect(before).toBeGreaterThanOrEqual(2);

    await bell.click();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    const rows = panel.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(10);
    await expect(panel.getByRole('button', { name: /Staff invitation/ })).toContainText('Worship Ministry');

    await panel.getByRole('button', { name: /\(unread\)/ }).filter({ hasNotText: 'Staff invitation' }).first().click();
    await expect(page.getByText('Notification marked as read')).toBeVisible();
    await expect(bell).toHaveAccessibleDescription(`${before - 1} unread`);

    await bell.click();
    await panelOf(page).getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByText('All notifications marked as read')).toBeVisible();
    await expect(bell).toHaveAccessibleDescription('');
    await expect(panelOf(page).getByRole('button', { name: /\(unread\)/ })).toHaveCount(0);

    // Escape closes the panel and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(panelOf(page)).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test('the ministry admin sees an admin notification that links to staff management, full width at 375px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'ministry_admin@example.org');
    await bellOf(page).click();
    const panel = panelOf(page);
    expect((await panel.boundingBox())?.width).toBeGreaterThanOrEqual(370);
    await panel.getByRole('button', { name: /New staff member/ }).click();
    await expect(page).toHaveURL(new RegExp(`/staff-management\\?communityId=${DEMO_MINISTRY_COMMUNITY.id}$`));
  });
});

test.describe('notification settings and help (SPEC §2 account pages)', () => {
  test('a channel change on /notification-settings is saved and kept', { tag: '@smoke' }, async ({ page }) => {
    await signIn(page, 'leader@example.org');
    await page.goto('/notification-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    const push = page.getByRole('checkbox', { name: 'Messages: Push' });
    await expect(push).not.toBeChecked();
    // click, not check(): the box is controlled and turns on once the optimistic update lands, a tick later.
    await push.click();
    await expect(push).toBeChecked();
    await expect(page.getByText('Notification settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Messages: Push' })).toBeChecked();
  });

  test('/help answers a search and links to the support pages', async ({ page }) => {
    await signIn(page, 'member@example.org');
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search help' }).fill('candles');
    await expect(page.getByRole('group')).toHaveCount(1);
    await expect(page.getByText('What are candles?')).toBeVisible();
    await expect(page.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact-us');
  });
});
