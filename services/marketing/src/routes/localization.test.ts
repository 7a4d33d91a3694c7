import { demoAccount, localizationDataSchema } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { marketingService } from '../app';

const GERMAN_ADDRESS = '85.214.132.117';
const US_ADDRESS = '8.8.8.8';
const member = demoAccount('member');

let service: TestService;

beforeAll(async () => {
  service = await startTestService(marketingService, { seed: false });
});
afterAll(() => service.close());

const dataFor = (query: string, forwardedFor?: string) =>
  service.request('GET', `/api/localization/data${query}`, forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {});

describe('GET /api/localization/data', () => {
  it('SPEC §3: answers the country, its pricing, up to 3 languages and the browser timezone', async () => {
    const response = await dataFor('?timezone=Europe%2FBerlin', GERMAN_ADDRESS);
    expect(response.status).toBe(200);
    const data = localizationDataSchema.parse(response.body);
    expect(data).toEqual({
      country: { countryCode: 'DE', countryName: 'Germany', currency: 'EUR', currencySymbol: '€', vatRate: 19 },
      pricing: {
        plans: [
          { planTier: 'disciple', priceMonthly: 0, priceYearly: 0 },
          { planTier: 'servant', priceMonthly: 5, priceYearly: 50 },
          { planTier: 'torchbearer', priceMonthly: 10, priceYearly: 100 },
        ],
      },
      recommendedLanguages: [
        { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪' },
        { code: 'en', name: 'English', nativeName: 'English', flag: '🇺🇸' },
        { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺' },
      ],
      timezone: 'Europe/Berlin',
      detectionSource: 'ip',
      shouldShowPrompt: true,
    });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('SPEC §5: offers no prompt to a visitor from the US', async () => {
    const response = await dataFor('?timezone=America%2FNew_York', US_ADDRESS);
    expect(response.body).toMatchObject({ country: { countryCode: 'US', vatRate: 0 }, detectionSource: 'ip', shouldShowPrompt: false });
  });

  it('SPEC §7: falls back to the US and UTC when neither address nor timezone tell', async () => {
    const response = await dataFor('');
    expect(response.body).toMatchObject({
      country: { countryCode: 'US' },
      timezone: 'UTC',
      detectionSource: 'fallback',
      shouldShowPrompt: false,
    });
    expect(response.body.recommendedLanguages.map((language: { code: string }) => language.code)).toEqual(['en', 'es']);
  });

  it('prefers a position the browser gave over the IP address', async () => {
    // São Paulo, asked from a German address.
    const response = await dataFor('?timezone=America%2FSao_Paulo&lat=-23.55&lon=-46.63', GERMAN_ADDRESS);
    expect(response.body).toMatchObject({
      country: { countryCode: 'BR', currency: 'BRL', currencySymbol: 'R$', vatRate: 0 },
      detectionSource: 'browser',
      shouldShowPrompt: true,
    });
    expect(response.body.recommendedLanguages[0]).toMatchObject({ code: 'pt', nativeName: 'Português' });
  });

  it('uses the IP address when the position is in international waters', async () => {
    const response = await dataFor('?lat=30&lon=-45', GERMAN_ADDRESS);
    expect(response.body).toMatchObject({ country: { countryCode: 'DE' }, detectionSource: 'ip' });
  });

  it.each([
    ['?timezone=Mars%2FOlympus', 'an unknown timezone'],
    ['?lat=91&lon=0', 'a latitude out of range'],
    ['?lat=10', 'a latitude without a longitude'],
    ['?lat=abc&lon=1', 'a latitude that is not a number'],
    ['?country=DE', 'an unknown parameter'],
  ])('answers 400 for %s (%s)', async (query) => {
    const response = await dataFor(query);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('POST /api/localization/apply', () => {
  const choice = { language: 'de', country: 'DE', timezone: 'Europe/Berlin' };

  it('SPEC §4: records an anonymous visitor\'s choice and answers success', async () => {
    const response = await service.request('POST', '/api/localization/apply', { body: choice, headers: { 'x-forwarded-for': '85.214.132.118' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    const rows = await service.db('marketing.localization_choices').where({ language: 'de', country: 'DE' });
    expect(rows).toEqual([expect.objectContaining({ user_id: null, timezone: 'Europe/Berlin' })]);
  });

  it('records the signed-in user with their choice', async () => {
    const response = await service.request('POST', '/api/localization/apply', {
      as: { userId: member.id, role: member.role },
      body: { language: 'pt', country: 'BR', timezone: 'America/Sao_Paulo' },
    });
    expect(response.body).toEqual({ success: true });
    expect(await service.db('marketing.localization_choices').where({ user_id: member.id })).toEqual([
      expect.objectContaining({ language: 'pt', country: 'BR', timezone: 'America/Sao_Paulo' }),
    ]);
  });

  it.each([
    [{ ...choice, language: 'xx' }, 'Unsupported language: xx'],
    [{ ...choice, language: 'pt-BR' }, 'Unsupported language: pt-BR'],
    [{ ...choice, country: 'ZZ' }, 'Unknown country: ZZ'],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const response = await service.request('POST', '/api/localization/apply', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it.each([
    { ...choice, country: 'de' },
    { ...choice, timezone: 'Nowhere/Land' },
    { language: 'de', country: 'DE' },
    { ...choice, extra: true },
  ])('answers 400 for the malformed body %j', async (body) => {
    const response = await service.request('POST', '/api/localization/apply', { body });
    expect(response.status).toBe(400);
  });

  it('answers 429 once a caller has applied 20 times within the hour', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await service.request('POST', '/api/localization/apply', { body: choice, headers })).status).toBe(200);
    }
    const refused = await service.request('POST', '/api/localization/apply', { body: choice, headers });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many requests. Please try again later.', code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another caller is not affected.
    const other = await service.request('POST', '/api/localization/apply', { body: choice, headers: { 'x-forwarded-for': '203.0.113.78' } });
    expect(other.status).toBe(200);
  });
});
