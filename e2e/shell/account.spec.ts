import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '@koinonia/contracts';
import { signIn } from '../support/session';
import { solidPng } from '@koinonia/service-kit/testing/images';

const member = demoAccount('member');

async function saveProfileName(page: Page, firstName: string) {
  await page.getByLabel('First name').fill(firstName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
}

test.describe('the account pages (SPEC §2 "Account")', () => {
  test('the member edits their name and uploads and removes a photo on /profile', async ({ page }) => {
    await signIn(page, member.email);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    // SPEC §3: the seeded member has a verified email and no verified phone, so no gold ring.
    await expect(page.getByText('Email verified')).toBeVisible();
    await expect(page.getByText('Phone not verified')).toBeVisible();
    await expect(page.getByTitle('Fully Verified')).toHaveCount(0);

    await saveProfileName(page, 'Mira');
    await expect(page.getByText(`Mira ${member.lastName} · ${member.email}`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Mira');

    await page.getByLabel('Choose photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64) });
    await expect(page.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByText('Photo updated')).toBeVisible();
    // The stored photo comes back through the gateway and actually renders.
    const photo = page.getByRole('img', { name: 'Your current photo' }).locator('img');
    await expect(photo).toHaveAttribute('src', /^\/api\/user\/profile-images\/[0-9a-f-]{36}$/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Photo removed')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your initials' })).toHaveText('MO');

    // Leave the demo member as seeded for the other specs.
    await saveProfileName(page, member.firstName);
  });

  test('the member saves this week’s check-in and sees it in the history', async ({ page }) => {
    await signIn(page, member.email);
    await page.goto('/weekly-checkin');
    await expect(page.getByRole('heading', { name: 'Weekly check-in', level: 1 })).toBeVisible();
    for (const [topic, rating] of [['Spiritual growth', '4'], ['Prayer life', '3'], ['Bible reading', '5'], ['Community', '2']] as const) {
      await page.getByRole('group', { name: topic }).getByRole('radio', { name: rating, exact: true }).check();
    }
    const gratitude = `Grateful for the e2e run at ${Date.now()}`;
    await page.getByLabel('What are you grateful for this week?').fill(gratitude);
    // A retried run finds this week already saved and updates it.
    await page.getByRole('button', { name: /^(Save|Update) check-in$/ }).click();
    await expect(page.getByText(/^Check-in (saved|updated)$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update check-in' })).toBeVisible();

    const history = page.getByRole('region', { name: 'History' });
    const entry = history.getByRole('listitem').filter({ hasText: gratitude });
    await expect(entry).toBeVisible();
    await expect(entry.getByRole('heading', { name: /^Week of / })).toBeVisible();
    // The seeded past weeks follow this one, newest first.
    expect(await history.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
  });

  test('a font size chosen on /settings is applied to the whole page', async ({ page }) => {
    await signIn(page, member.email);
    await page.goto('/settings');
    const fontSize = page.getByRole('group', { name: 'Font size' });
    await fontSize.getByRole('radio', { name: 'Large' }).check();
    await expect(page.locator('html')).toHaveClass(/(^|\s)font-large(\s|$)/);
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveCount(31);
    await fontSize.getByRole('radio', { name: 'Medium' }).check();
    await expect(page.locator('html')).not.toHaveClass(/font-large/);
  });
});
