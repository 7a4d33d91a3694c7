import { startTestGateway, SITE_SCRIPT_HASH } from './testing/start-test-gateway';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
beforeAll(async () => {
  gateway = await startTestGateway({ serviceUrls: {} });
});
afterAll(() => gateway.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${gateway.baseUrl}${path}`, { headers, redirect: 'manual' });

describe('the pre-rendered public site', () => {
  it('serves a page in its language at its localized path, revalidated on every visit', async () => {
    const response = await get('/fr/fonctionnalites/mur-priere');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Mur de prière</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('allows the page’s inline theme script by its hash and no other inline script', async () => {
    const csp = (await get('/landing')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' '${SITE_SCRIPT_HASH}'`);
    expect(csp).not.toContain('unsafe-inline\';script');
  });

  it('shows the landing page at / to a visitor without a session, and the app to one with a session', async () => {
    expect(await (await get('/')).text()).toContain('<title>Landing</title>');
    expect(await (await get('/', { cookie: 'koinonia.sid=s%3Aanything' })).text()).toContain('<div id="root">');
  });

  it('sends a language code alone to its landing page', async () => {
    const response = await get('/fr');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fr/landing');
  });

  it('serves sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<urlset></urlset>');
  });

  it('leaves other paths, and pages not built, to the app', async () => {
    for (const path of ['/dashboard', '/de/funktionen/gebetswand', '/fr/../../etc/passwd', '/%2e%2e/.site/pages/site.json']) {
      const response = await get(path);
      expect([200, 404]).toContain(response.status);
      if (response.status === 200) expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('never serves the site folder under /mf/', async () => {
    expect((await get('/mf/marketing/.site/pages/site.json')).status).toBe(404);
  });
});
