import { demoAccount, DEMO_CHURCH } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { marketingService } from '../app';

const member = demoAccount('member');
let service: TestService;

beforeAll(async () => {
  service = await startTestService(marketingService);
});
afterAll(() => service.close());

describe('GET /api/translations/core/:languageCode', () => {
  it('answers the core dictionary to an anonymous visitor, cacheable for five minutes', async () => {
    const response = await service.request('GET', '/api/translations/core/fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.body.translations['nav.signIn']).toBe('Se connecter');
    expect(response.body.translations['section.retry']).toBe('Réessayer');
  });

  it("answers the shell's layout strings and the sections' along with the core ones", async () => {
    const response = await service.request('GET', '/api/translations/core/fr');
    expect(response.body.translations).toMatchObject({
      'nav.group.worship': 'ADORATION',
      'nav.pin': 'Épingler {item}',
      'nav.signIn': 'Se connecter',
      'prayer.wallTitle': 'Mur de prière',
      'memberManagement.title': 'Gestion des membres',
    });
  });

  it('still answers the keys a remote built before the errors section moved may ask for', async () => {
    const { translations } = (await service.request('GET', '/api/translations/core/fr')).body;
    expect(translations['memberManagement.error.outranked']).toBe(translations['error.outranked']);
    expect(translations['auth.error.busy']).toBe(translations['error.busy']);
  });

  it('answers English, the source, too', async () => {
    const response = await service.request('GET', '/api/translations/core/en');
    expect(response.body).toMatchObject({
      translations: { 'nav.getStarted': 'Get started free', 'app.loading': 'Loading…' },
    });
  });

  it('answers a right-to-left language in its own script', async () => {
    const response = await service.request('GET', '/api/translations/core/he', {
      as: { userId: member.id, role: member.role, churchId: DEMO_CHURCH.id },
    });
    expect(response.status).toBe(200);
    expect(response.body.translations['nav.signIn']).toBe('התחברות');
  });

  it.each(['xx', 'EN', 'pt-BR', '__proto__', 'constructor'])(
    'answers 404 JSON for the unknown code %s',
    async (code) => {
      const response = await service.request('GET', `/api/translations/core/${code}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: `Unknown language: ${code}` });
      expect(response.headers.get('cache-control')).toBeNull();
    },
  );

  it('answers a malformed percent-encoded code with a 400, not a 500', async () => {
    const response = await service.request('GET', '/api/translations/core/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request path is not valid' });
  });

  it('still answers only calls that come through the gateway', async () => {
    expect((await fetch(`${service.baseUrl}/api/translations/core/en`)).status).toBe(401);
  });
});
