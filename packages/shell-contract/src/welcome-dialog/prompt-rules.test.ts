import { LOCALIZATION_PROMPT_RESHOW_MS, type LocalizationData } from '@koinonia/contracts';
import { parseShownAt, shouldShowWelcomeDialog } from './prompt-rules';

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
