import { formatPlanPrice, planForTier, vatPercentage } from './price-display';

describe('price display', () => {
  const plans = [
    { planTier: 'disciple', priceMonthly: 0, priceYearly: 0 },
    { planTier: 'servant', priceMonthly: 5, priceYearly: 50 },
    { planTier: 'torchbearer', priceMonthly: 10, priceYearly: 100 },
  ];
  it('formats the tier in the local currency', () => {
    expect(formatPlanPrice({ plans, currency: 'EUR' }, { tier: 'servant', period: 'monthly', locale: 'en' })).toBe('€5.00');
    expect(formatPlanPrice({ plans, currency: 'EUR' }, { tier: 'servant', period: 'yearly', locale: 'en' })).toBe('€50.00');
  });
  it('SPEC §5: falls back to $5.00 when the data is missing', () => {
    expect(formatPlanPrice(undefined, { tier: 'servant', period: 'monthly' })).toBe('$5.00');
    expect(formatPlanPrice({ plans: [], currency: 'EUR' }, { tier: 'servant', period: 'monthly' })).toBe('$5.00');
    expect(formatPlanPrice({ plans }, { tier: 'servant', period: 'monthly' })).toBe('$5.00');
    expect(formatPlanPrice(undefined, { tier: 'servant', period: 'yearly' })).toBe('$50.00');
  });
  it('SPEC §5: a missing tier falls back to servant, then torchbearer, then the first plan', () => {
    expect(planForTier(plans.slice(1), 'disciple')?.planTier).toBe('servant');
    expect(planForTier([plans[0]!, plans[2]!], 'servant')?.planTier).toBe('torchbearer');
    expect(planForTier([plans[0]!], 'servant')?.planTier).toBe('disciple');
    expect(planForTier([], 'servant')).toBeUndefined();
  });
  it('SPEC §3: accepts prices given as strings', () => {
    expect(formatPlanPrice({ plans: [{ planTier: 'servant', priceMonthly: '4.5', priceYearly: '45' }], currency: 'GBP' }, { tier: 'servant', period: 'monthly', locale: 'en' })).toBe('£4.50');
  });
  it('SPEC §5: currency formatting falls back to the code followed by the amount', () => {
    expect(formatPlanPrice({ plans, currency: 'NOT-A-CURRENCY' }, { tier: 'servant', period: 'monthly', locale: 'en' })).toBe('NOT-A-CURRENCY 5');
  });
});

describe('vatPercentage', () => {
  it('SPEC §2: one decimal, only above 0', () => {
    expect(vatPercentage(19, 'en')).toBe('19.0');
    expect(vatPercentage(7.5, 'en')).toBe('7.5');
    expect(vatPercentage(19.25, 'en')).toBe('19.3');
    expect(vatPercentage(0, 'en')).toBeUndefined();
    expect(vatPercentage(undefined)).toBeUndefined();
  });
});
