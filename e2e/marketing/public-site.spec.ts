import { expect, test, type Page } from '@playwright/test';
import { languages } from '@koinonia/i18n';
import { loadSiteCopy, sitePath, type FormsCopy } from '@koinonia/i18n/site';
import { freshEmail, newestMailTo } from '../support/mail';

/**
 * A walk through the public site: landing → a feature page → pricing → contact, sending a message
 * that is stored and confirmed by email, in English, French and Arabic. Expected text comes from the copy
 * files themselves (packages/i18n), so the test follows the translations.
 */
function watchConsoleErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => errors;
}

/** SPEC §2: the contact form's three fields and its send button. */
async function expectContactForm(page: Page, forms: FormsCopy) {
  for (const field of ['name', 'email', 'message'] as const) await expect(page.getByLabel(forms.fields[field], { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: forms.states.send })).toBeVisible();
}

/** An address of the benchmarking range 198.18.0.0/15 (RFC 2544): never a real visitor's. */
const benchmarkingAddress = () => `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

for (const language of ['en', 'fr', 'ar'] as const) {
  // English is the embedded mode's smoke test of the public site: pre-rendered pages, hydration, a
  // form's write and its mail.
  const tag = language === 'en' ? ['@smoke'] : [];
  test(`a visitor walks landing → feature page → pricing → contact in ${language}`, { tag }, async ({ page }, testInfo) => {
    const [common, landing, features, pricing, forms] = await Promise.all([
      loadSiteCopy(language, 'common'),
      loadSiteCopy(language, 'landing'),
      loadSiteCopy(language, 'features'),
      loadSiteCopy(language, 'pricing'),
      loadSiteCopy(language, 'forms'),
    ]);
    const consoleErrors = watchConsoleErrors(page);
    // The contact form allows a few messages per network in 10 minutes (shared in Redis across runs and modes):
    // each walk comes from its own address, which the e2e gateway believes (TRUST_PROXY=loopback).
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': benchmarkingAddress() });

    await page.goto(sitePath(language, 'landing'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: landing.hero.title })).toBeVisible();
    if (language === 'ar') {
      // Mirrored: the brand sits at the right edge, the sign-up button at the left.
      const brand = await page.getByRole('banner').getByRole('link', { name: common.siteName }).boundingBox();
      const signUp = await page.getByRole('banner').getByRole('link', { name: common.nav.getStartedFree }).boundingBox();
      expect(brand!.x).toBeGreaterThan(signUp!.x);
    }

    const navigation = page.getByRole('navigation', { name: common.nav.mainNavigation });
    await navigation.getByText(common.nav.features, { exact: true }).click();
    await navigation.getByRole('link', { name: common.pages.prayerWall }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePath(language, 'prayerWall')}$`));
    await expect(page.getByRole('heading', { level: 1, name: features.prayerWall.hero.title })).toBeVisible();

    await navigation.getByRole('link', { name: common.nav.pricing }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePath(language, 'pricing')}$`));
    await expect(page.getByRole('heading', { level: 1, name: pricing.hero.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Servant' })).toBeVisible();
    await page.getByRole('tab', { name: pricing.tabs.church }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Church Standard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Servant' })).toBeHidden();

    await page.getByRole('contentinfo').getByRole('link', { name: common.pages.contact, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePath(language, 'contact')}$`));
    const email = freshEmail(`contact-${language}`);
    await page.getByLabel(forms.fields.name, { exact: true }).fill('Lydia of Thyatira');
    await page.getByLabel(forms.fields.email, { exact: true }).fill(email);
    await page.getByLabel(forms.fields.message, { exact: true }).fill('Our church would like to know how prayer circles work.');
    await page.getByRole('button', { name: forms.states.send }).click();
    await expect(page.getByRole('heading', { name: forms.states.sentTitle })).toBeVisible();

    const mail = await newestMailTo(testInfo, email);
    expect(mail.subject).toBe(forms.email.subject);
    expect(mail.text).toContain('Our church would like to know how prayer circles work.');
    expect(consoleErrors()).toEqual([]);
  });
}

test('a form keeps what was typed when it is refused, and says why', async ({ page }) => {
  const forms = await loadSiteCopy('en', 'forms');
  await page.goto('/support');
  await page.getByLabel(forms.fields.name, { exact: true }).fill('Phoebe');
  await page.getByLabel(forms.fields.email, { exact: true }).fill('phoebe@');
  await page.getByLabel(forms.fields.message, { exact: true }).fill('Short');
  await page.getByRole('button', { name: forms.states.send }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(forms.errors.summary);
  await expect(alert).toContainText(forms.errors.categoryRequired);
  await expect(alert).toContainText(forms.errors.emailInvalid);
  await expect(page.getByLabel(forms.fields.name, { exact: true })).toHaveValue('Phoebe');
  await expect(page.getByLabel(forms.fields.message, { exact: true })).toHaveValue('Short');
  await expect(page.getByLabel(forms.fields.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // SPEC §2: the support page's three kinds of request.
  for (const category of Object.values(forms.categories)) await expect(page.getByRole('radio', { name: new RegExp(category) })).toBeVisible();
});

test('pages are readable without JavaScript and tell search engines about every language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const features = await loadSiteCopy('fr', 'features');
  await page.goto('/fr/fonctionnalites/mur-priere');
  await expect(page.getByRole('heading', { level: 1, name: features.prayerWall.hero.title })).toBeVisible();
  await expect(page).toHaveTitle(features.prayerWall.meta.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', features.prayerWall.meta.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/fonctionnalites\/mur-priere$/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(32);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/funktionen\/gebetswand$/);
  await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute('href', /\/pt\/recursos\/muro-oracao$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', features.prayerWall.meta.title);
  // Every pricing tab shows without the script that switches them.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 3, name: 'Servant' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Church Standard' })).toBeVisible();
  // SPEC §2: /contact-us carries the contact form in its pre-rendered page.
  await page.goto('/contact-us');
  await expectContactForm(page, await loadSiteCopy('en', 'forms'));
  await context.close();
});

test('SPEC §2: /contact-us has the contact form, name, email, message and send, ready to send once hydrated', async ({ page }) => {
  const forms = await loadSiteCopy('en', 'forms');
  await page.goto('/contact-us');
  await expectContactForm(page, forms);
  await expect(page.getByRole('button', { name: forms.states.send })).toBeEnabled();
});

test('sitemap.xml lists every page in every language and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<loc>/g)).toHaveLength(17 * 31);
  expect(sitemap).toContain('/fr/fonctionnalites/mur-priere</loc>');
  expect(sitemap).toContain('/ar/pricing</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
});

test('the language switcher leads to the same page in another language, which is remembered', async ({ page }) => {
  await page.goto('/fr/pricing');
  await page.getByRole('banner').locator('summary', { hasText: 'Français' }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // A path without a language code follows the remembered choice; one with a code always wins.
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await page.goto('/fr/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a visitor from Germany sees prices in euros with VAT', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '85.214.132.117' });
  await page.goto('/pricing');
  // The page's own note, not the welcome dialog's (which a first visit from Germany is offered too).
  await expect(page.getByRole('main').getByText(/Prices include 19\.0% VAT/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Servant' }) })).toContainText('€');
});

test('every language’s pricing page is hydrated without a mismatch', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleErrors = watchConsoleErrors(page);
  for (const { code } of languages) {
    const pricing = await loadSiteCopy(code, 'pricing');
    await page.goto(sitePath(code, 'pricing'));
    // The tabs switch only once React has taken over the pre-rendered page.
    await page.getByRole('tab', { name: pricing.tabs.church }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Church Standard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Servant' })).toBeHidden();
    expect([code, consoleErrors()]).toEqual([code, []]);
  }
});
