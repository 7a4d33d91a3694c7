import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sitePageIds, sitePath } from '@koinonia/i18n/site';

/**
 * Every public page passes axe-core with no serious or critical violation, in English, in Arabic
 * (right to left) and in the dark theme.
 */
const pages = [
  ...sitePageIds.map((page) => ({ path: sitePath('en', page), scheme: 'light' as const })),
  ...(['landing', 'pricing', 'support'] as const).map((page) => ({ path: sitePath('ar', page), scheme: 'light' as const })),
  ...(['landing', 'pricing', 'contact'] as const).map((page) => ({ path: sitePath('en', page), scheme: 'dark' as const })),
];

for (const { path, scheme } of pages) {
  test(`${path} (${scheme}) has no serious or critical accessibility violation`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(path);
    // Hydrated, so what a visitor can operate is what is checked.
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
