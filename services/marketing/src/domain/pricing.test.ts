import { boostPacks, individualPlans } from '@koinonia/contracts';
import { countryLanguages, countries } from '@koinonia/i18n';
import { countryPricingTerms, unitsPerUsDollar } from './country-pricing-table';
import { boostPackPricingFor, churchPricingFor, individualPricingFor, localPrice, roundToNicePrice, yearlyPrice } from './pricing';

const monthly = (countryCode: string, tier: string) =>
  individualPricingFor(countryCode)?.plans.find((plan) => plan.planTier === tier)?.priceMonthly;

describe('roundToNicePrice', () => {
  it.each([
    [5.117, 5],
    [4.3, 4.5],
    [12.3, 12],
    [459, 450],
    [1_340, 1_300],
    [1.535, 1.5],
    [0, 0],
    [-3, 0],
  ])('rounds %d to %d', (value, expected) => {
    expect(roundToNicePrice(value)).toBe(expected);
  });

  it('stays within 12.5 % of the exact value across magnitudes', () => {
    for (let value = 0.37; value < 1e7; value *= 1.37) {
      expect(Math.abs(roundToNicePrice(value) - value) / value).toBeLessThanOrEqual(0.125 + 1e-9);
    }
  });
});

describe('local prices', () => {
  it('SPEC §9: the US pays the listed prices, Disciple free, Servant $5, Torchbearer $10', () => {
    expect(individualPricingFor('US')).toEqual({
      countryCode: 'US',
      currency: 'USD',
      currencySymbol: '$',
      vatRate: 0,
      plans: [
        { planTier: 'disciple', priceMonthly: 0, priceYearly: 0 },
        { planTier: 'servant', priceMonthly: 5, priceYearly: 50 },
        { planTier: 'torchbearer', priceMonthly: 10, priceYearly: 100 },
      ],
    });
  });

  it('converts, scales by purchasing power, adds VAT, then rounds', () => {
    expect(localPrice(5, { unitsPerUsDollar: 0.86, purchasingPowerFactor: 1, vatRate: 19 })).toBe(5);
    expect(localPrice(5, { unitsPerUsDollar: 88, purchasingPowerFactor: 0.4, vatRate: 18 })).toBe(200);
  });

  it.each([
    ['DE', 'EUR', '€', 19, 5, 10],
    ['GB', 'GBP', '£', 20, 4.5, 9],
    ['BR', 'BRL', 'R$', 0, 16, 30],
    ['IN', 'INR', '₹', 18, 200, 400],
    ['NG', 'NGN', '₦', 7.5, 3_000, 6_500],
    ['JP', 'JPY', '¥', 10, 850, 1_700],
  ])('prices %s in %s (%s) with %d %% VAT: Servant %d, Torchbearer %d a month', (code, currency, symbol, vatRate, servant, torchbearer) => {
    const pricing = individualPricingFor(code)!;
    expect(pricing).toMatchObject({ countryCode: code, currency, currencySymbol: symbol, vatRate });
    expect(monthly(code, 'servant')).toBe(servant);
    expect(monthly(code, 'torchbearer')).toBe(torchbearer);
    expect(monthly(code, 'disciple')).toBe(0);
  });

  it('charges ten months for a year: two months free', () => {
    expect(yearlyPrice(4.5)).toBe(45);
    for (const plan of individualPricingFor('GB')!.plans) expect(plan.priceYearly).toBe(plan.priceMonthly * 10);
  });

  it('has no price for a country the table does not cover', () => {
    expect(individualPricingFor('AQ')).toBeUndefined();
    expect(individualPricingFor('de')).toBeUndefined();
  });
});

describe('church plan prices', () => {
  it('SPEC §9: the US pays Church Basic $50 and Church Standard $100 a month; Enterprise is not listed', () => {
    expect(churchPricingFor('US')).toEqual({
      countryCode: 'US',
      currency: 'USD',
      currencySymbol: '$',
      vatRate: 0,
      plans: [
        { planTier: 'church_basic', priceMonthly: 50, priceYearly: 500 },
        { planTier: 'church_standard', priceMonthly: 100, priceYearly: 1_000 },
      ],
    });
  });

  it('prices them with the same currency, VAT and purchasing power as the individual plans', () => {
    for (const code of ['DE', 'GB', 'BR', 'IN', 'NG', 'JP']) {
      const individual = individualPricingFor(code)!;
      const church = churchPricingFor(code)!;
      expect({ ...church, plans: [] }).toEqual({ ...individual, plans: [] });
      expect(church.plans[0]!.priceMonthly).toBeGreaterThan(monthly(code, 'torchbearer')!);
      expect(church.plans[1]!.priceMonthly).toBeGreaterThan(church.plans[0]!.priceMonthly);
      for (const plan of church.plans) expect(plan.priceYearly).toBe(yearlyPrice(plan.priceMonthly));
    }
    expect(churchPricingFor('DE')!.plans.map((plan) => plan.priceMonthly)).toEqual([50, 100]);
    expect(churchPricingFor('IN')!.plans.map((plan) => plan.priceMonthly)).toEqual([2_000, 4_000]);
  });

  it('has no price for a country the table does not cover', () => {
    expect(churchPricingFor('AQ')).toBeUndefined();
  });
});

describe('boost pack prices', () => {
  it('the US pays S $3 for 500 candles, M $8 for 1,500, L $20 for 5,000', () => {
    expect(boostPackPricingFor('US')).toEqual({
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
  });

  it('converts each pack like a plan price and keeps the larger packs dearer', () => {
    for (const code of ['DE', 'GB', 'BR', 'IN', 'NG', 'JP']) {
      const pricing = boostPackPricingFor(code)!;
      expect(pricing).toMatchObject({ currency: individualPricingFor(code)!.currency, vatRate: individualPricingFor(code)!.vatRate });
      const [small, medium, large] = pricing.packs;
      expect(small!.price).toBeGreaterThan(0);
      expect(medium!.price).toBeGreaterThan(small!.price);
      expect(large!.price).toBeGreaterThan(medium!.price);
      expect(pricing.packs.map((pack) => pack.candles)).toEqual([boostPacks.S.candles, boostPacks.M.candles, boostPacks.L.candles]);
    }
    expect(boostPackPricingFor('GB')!.packs.map((pack) => pack.price)).toEqual([
      localPrice(3, { unitsPerUsDollar: unitsPerUsDollar.GBP!, purchasingPowerFactor: 1, vatRate: 20 }),
      localPrice(8, { unitsPerUsDollar: unitsPerUsDollar.GBP!, purchasingPowerFactor: 1, vatRate: 20 }),
      localPrice(20, { unitsPerUsDollar: unitsPerUsDollar.GBP!, purchasingPowerFactor: 1, vatRate: 20 }),
    ]);
  });

  it('has no price for a country the table does not cover', () => {
    expect(boostPackPricingFor('AQ')).toBeUndefined();
  });
});

describe('the pricing table', () => {
  const largestEconomies = [
    'US', 'CN', 'DE', 'JP', 'IN', 'GB', 'FR', 'IT', 'CA', 'BR', 'RU', 'ES', 'MX', 'AU', 'KR', 'ID', 'TR', 'NL', 'SA', 'CH',
    'PL', 'TW', 'BE', 'SE', 'AR', 'IE', 'IL', 'AT', 'TH', 'NO', 'AE', 'SG', 'PH', 'VN', 'BD', 'DK', 'MY', 'CO', 'HK', 'ZA',
  ];

  it('prices every country of the language map and the 40 largest economies', () => {
    for (const code of [...Object.keys(countryLanguages), ...largestEconomies]) {
      expect([code, individualPricingFor(code)?.plans.length]).toEqual([code, Object.keys(individualPlans).length]);
    }
  });

  it('has a currency rate for every country it names and terms only for named countries', () => {
    for (const country of countries) expect([country.code, unitsPerUsDollar[country.currency]]).toEqual([country.code, expect.any(Number)]);
    for (const code of countryPricingTerms.keys()) expect(countries.some((country) => country.code === code)).toBe(true);
  });

  it('gives every country a plausible VAT rate and every plan a positive paid price', () => {
    for (const [code, terms] of countryPricingTerms) {
      expect([code, terms.vatRate >= 0 && terms.vatRate <= 30]).toEqual([code, true]);
      expect(monthly(code, 'servant')).toBeGreaterThan(0);
      expect(monthly(code, 'torchbearer')!).toBeGreaterThan(monthly(code, 'servant')!);
    }
  });
});
