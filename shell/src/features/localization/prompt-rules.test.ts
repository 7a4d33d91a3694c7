import { LOCALIZATION_PROMPT_RESHOW_MS, type LocalizationData } from '@koinonia/contracts';
import { formatPlanPrice, parseShownAt, planForTier, shouldShowWelcomeDialog, vatPercentage } from './prompt-rules';

const germany = {
  country: { countryCode: 'DE', countryName: 'Germany', currency: 'EUR', currencySymbol: '€', vatRate: 19 },
  pricing: { plans: [] },
  recommendedLanguages: [],
  timezone: 'Europe/Berlin',
  detectionSource: 'ip',
  shouldShowPrompt: true,
} satisfies LocalizationData;
const now = Date.UTC(2026, 10, 1);
const situation = { data: germany, handledThisSession: false, userCountry: null, lastShownAt: null, now };

describe('shouldShowWelcomeDialog', () => {
  it('shows for a first visit from outside the US', () => {
    expect(shouldShowWelcomeDialog(situation)).toBe(true);
  });
  it('SPEC §5: not when localization data is missing', () => {
    expect(shouldShowWelcomeDialog({ ...situation, data: undefined })).toBe(false);
  });
  it('SPEC §5: not when already handled this session', () => {
    expect(shouldShowWelcomeDialog({ ...situation, handledThisSession: true })).toBe(false);
  });
  it('SPEC §5: not when the signed-in user has a country other than the US', () => {
    expect(shouldShowWelcomeDialog({ ...situation, userCountry: 'FR' })).toBe(false);
    expect(shouldShowWelcomeDialog({ ...situation, userCountry: 'US' })).toBe(true);
  });
  it('SPEC §5: not when the detected country is the US', () => {
    expect(shouldShowWelcomeDialog({ ...situation, data: { ...germany, country: { ...germany.country, countryCode: 'US' } } })).toBe(false);
    expect(shouldShowWelcomeDialog({ ...situation, data: { ...germany, shouldShowPrompt: false } })).toBe(false);
  });
  it('SPEC §5, §9: not when shown less than 30 days ago; again from 30 days on', () => {
    expect(shouldShowWelcomeDialog({ ...situation, lastShownAt: now - LOCALIZATION_PROMPT_RESHOW_MS + 1 })).toBe(false);
    expect(shouldShowWelcomeDialog({ ...situation, lastShownAt: now - LOCALIZATION_PROMPT_RESHOW_MS })).toBe(true);
  });
  it('reads a stored timestamp, ignoring one that is not a number', () => {
    expect(parseShownAt('1700000000000')).toBe(1_700_000_000_000);
    expect(parseShownAt('yesterday')).toBeNull();
    expect(parseShownAt(null)).toBeNull();
  });
});

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
