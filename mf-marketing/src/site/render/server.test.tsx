import { loadSiteCopy } from '@koinonia/i18n/site';
import { renderSiteDocument } from './server';
import { parsePageData } from './page-data';

const assets = { scripts: ['/mf/marketing/site-assets/site.0123456789.js'], preloads: ['/mf/marketing/site-assets/page-landing.0123456789.js'] };
const render = (language: 'en' | 'ar', page: 'landing' | 'pricing' | 'contactUs') => renderSiteDocument({ language, page, origin: 'https://koinonia.app', year: 2026, assets });

describe('a pre-rendered public page', () => {
  it('is a whole document in its language with its content already drawn', async () => {
    const html = await render('en', 'landing');
    const landing = await loadSiteCopy('en', 'landing');
    expect(html.startsWith('<!doctype html><html lang="en" dir="ltr">')).toBe(true);
    expect(html).toContain(`<h1 id="hero-title">${landing.hero.title}</h1>`);
    expect(html).toContain('<link rel="canonical" href="https://koinonia.app/landing">');
  });

  it('is right-to-left in Arabic', async () => {
    expect(await render('ar', 'landing')).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  });

  it('carries its styles, the theme script and the scripts that hydrate it', async () => {
    const html = await render('en', 'pricing');
    expect(html).toMatch(/<script>\(function\(\)\{try\{var d=document\.documentElement/);
    expect(html).toContain('<style>');
    expect(html).toContain('<link rel="preload" as="script" href="/mf/marketing/site-assets/page-landing.0123456789.js">');
    expect(html).toContain('<script defer src="/mf/marketing/site-assets/site.0123456789.js"></script>');
  });

  it('tells the hydration script which page it is', async () => {
    const html = await render('ar', 'pricing');
    const data = /<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(parsePageData(data)).toEqual({ language: 'ar', page: 'pricing', year: 2026, formats: expect.any(Object) });
  });

  it('carries every price and number it wrote, for the browser to write them the same way', async () => {
    const html = await render('ar', 'pricing');
    const { formats } = parsePageData(/<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(html)?.[1]);
    const servantPrice = formats['currency:5:USD'];
    expect(servantPrice).toBeDefined();
    expect(html).toContain(servantPrice);
    expect(formats['number:1000:{}']).toBeDefined();
  });

  it('links back to home on every page but the landing page', async () => {
    const common = await loadSiteCopy('en', 'common');
    expect(await render('en', 'pricing')).toContain(common.nav.backToHome);
    expect((await render('en', 'landing')).includes('class="k-back"')).toBe(false);
  });

  it('SPEC §2: /contact-us carries the contact form, name, email, message and send, before any script', async () => {
    const html = await render('en', 'contactUs');
    const forms = await loadSiteCopy('en', 'forms');
    for (const field of ['name', 'email', 'message'] as const) {
      expect(html).toContain(`<label for="contact-${field}"`);
      expect(html).toContain(forms.fields[field]);
    }
    expect(html).toMatch(/<input id="contact-email" type="email"/);
    expect(html).toMatch(/<textarea id="contact-message" name="message"/);
    expect(html).toMatch(new RegExp(`<button type="submit" class="k-button"[^>]*>${forms.states.send}</button>`));
  });
});
