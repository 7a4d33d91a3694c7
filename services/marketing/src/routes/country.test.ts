import { boostPackPricingSchema, churchCountryPricingSchema, countryDetectionSchema, countryPricingSchema } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { marketingService } from '../app';

// Public addresses the bundled GeoLite2 data places in Germany, Brazil and the United States.
const GERMAN_ADDRESS = '85.214.132.117';
const BRAZILIAN_ADDRESS = '200.147.67.142';
const US_ADDRESS = '8.8.8.8';

let service: TestService;

beforeAll(async () => {
  service = await startTestService(marketingService, { seed: false });
});
afterAll(() => service.close());

const detectFrom = (forwardedFor?: string, target = service) =>
  target.request('GET', '/api/country/detect', forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {});

describe('GET /api/country/detect', () => {
  it('SPEC §3: detects the country of the address the gateway forwards, with its currency', async () => {
    const response = await detectFrom(GERMAN_ADDRESS);
    expect(response.status).toBe(200);
    expect(countryDetectionSchema.parse(response.body)).toEqual({
      detectedCountry: { countryCode: 'DE', countryName: 'Germany', currency: 'EUR', currencySymbol: '€' },
      fallback: false,
    });
    expect((await detectFrom(BRAZILIAN_ADDRESS)).body.detectedCountry).toMatchObject({ countryCode: 'BR', currency: 'BRL', currencySymbol: 'R$' });
    expect((await detectFrom(US_ADDRESS)).body).toMatchObject({ detectedCountry: { countryCode: 'US' }, fallback: false });
  });

  it('SPEC §9: is cached 30 minutes by the caller only', async () => {
    expect((await detectFrom(GERMAN_ADDRESS)).headers.get('cache-control')).toBe('private, max-age=1800');
  });

  it('falls back to the United States, saying so, for a loopback or private caller', async () => {
    for (const address of [undefined, '10.1.2.3', '192.168.0.4', '::1']) {
      const response = await detectFrom(address);
      expect(response.body).toEqual({
        detectedCountry: { countryCode: 'US', countryName: 'United States', currency: 'USD', currencySymbol: '$' },
        fallback: true,
      });
    }
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const previous = process.env.TRUSTED_PROXIES;
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    const untrusting = await startTestService(marketingService, { seed: false });
    if (previous === undefined) delete process.env.TRUSTED_PROXIES;
    else process.env.TRUSTED_PROXIES = previous;
    try {
      // The test calls from loopback, which this instance does not trust: the peer is the caller.
      const response = await detectFrom(GERMAN_ADDRESS, untrusting);
      expect(response.body).toMatchObject({ detectedCountry: { countryCode: 'US' }, fallback: true });
    } finally {
      await untrusting.close();
    }
  });
});

describe('GET /api/country/pricing/individual/:countryCode', () => {
  it('SPEC §3: answers the plans in the local currency with the VAT rate, cached 15 minutes', async () => {
    const response = await service.request('GET', '/api/country/pricing/individual/DE');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=900');
    expect(countryPricingSchema.parse(response.body)).toEqual({
      countryCode: 'DE',
      currency: 'EUR',
      currencySymbol: '€',
      vatRate: 19,
      plans: [
        { planTier: 'disciple', priceMonthly: 0, priceYearly: 0 },
        { planTier: 'servant', priceMonthly: 5, priceYearly: 50 },
        { planTier: 'torchbearer', priceMonthly: 10, priceYearly: 100 },
      ],
    });
  });

  it.each([
    ['US', 'USD', 0, 5],
    ['GB', 'GBP', 20, 4.5],
    ['BR', 'BRL', 0, 16],
    ['IN', 'INR', 18, 200],
    ['NG', 'NGN', 7.5, 3_000],
    ['JP', 'JPY', 10, 850],
  ])('prices %s in %s with %d %% VAT, Servant %d a month', async (code, currency, vatRate, servant) => {
    const response = await service.request('GET', `/api/country/pricing/individual/${code}`);
    expect(response.body).toMatchObject({ countryCode: code, currency, vatRate });
    expect(response.body.plans[1]).toEqual({ planTier: 'servant', priceMonthly: servant, priceYearly: servant * 10 });
  });

  it('accepts a lower-case code', async () => {
    expect((await service.request('GET', '/api/country/pricing/individual/jp')).body.countryCode).toBe('JP');
  });

  it.each(['XX', 'AQ', 'ZZ'])('answers 404 for %s, a code it has no pricing for', async (code) => {
    const response = await service.request('GET', `/api/country/pricing/individual/${code}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: `No pricing for country ${code}` });
  });

  it.each(['DEU', 'D', '12', '%C3%9F%C3%9F'])('answers 400 for the malformed code %s', async (code) => {
    const response = await service.request('GET', `/api/country/pricing/individual/${code}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('GET /api/country/pricing/church/:countryCode', () => {
  it('answers Church Basic and Church Standard in the local currency, shaped like the individual prices, cached 15 minutes', async () => {
    const response = await service.request('GET', '/api/country/pricing/church/de');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=900');
    expect(churchCountryPricingSchema.parse(response.body)).toEqual({
      countryCode: 'DE',
      currency: 'EUR',
      currencySymbol: '€',
      vatRate: 19,
      plans: [
        { planTier: 'church_basic', priceMonthly: 50, priceYearly: 500 },
        { planTier: 'church_standard', priceMonthly: 100, priceYearly: 1_000 },
      ],
    });
  });

  it('answers 404 for a code it has no pricing for and 400 for a malformed one', async () => {
    expect((await service.request('GET', '/api/country/pricing/church/AQ')).body).toEqual({ message: 'No pricing for country AQ' });
    expect((await service.request('GET', '/api/country/pricing/church/DEU')).status).toBe(400);
  });
});

describe('GET /api/country/pricing/boost-packs/:countryCode', () => {
  it('answers the S, M and L packs with their candles and local prices, cached 15 minutes', async () => {
    const response = await service.request('GET', '/api/country/pricing/boost-packs/US');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=900');
    expect(boostPackPricingSchema.parse(response.body)).toEqual({
      countryCode: 'US',
      currency: 'USD',
      currencySymbol: '$',
      vatRate: 0,
      packs: [
        { size: 'S', candles: 500, price: 3 },
        { size: 'M', candles: 1_500, price: 8 },
        { size: 'L', candles: 5_000, price: 20 },
      ],
    });
    expect((await service.request('GET', '/api/country/pricing/boost-packs/jp')).body).toMatchObject({ countryCode: 'JP', currency: 'JPY', vatRate: 10 });
  });

  it('answers 404 for a code it has no pricing for and 400 for a malformed one', async () => {
    const unknown = await service.request('GET', '/api/country/pricing/boost-packs/ZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No pricing for country ZZ' });
    expect((await service.request('GET', '/api/country/pricing/boost-packs/1')).status).toBe(400);
  });
});
