import {
  FALLBACK_COUNTRY_CODE,
  FALLBACK_TIMEZONE,
  MAX_RECOMMENDED_LANGUAGES,
  type DetectionSource,
  type LocalizationData,
  type RecommendedLanguage,
} from '@koinonia/contracts';
import { languageByCode, languagesForCountry } from '@koinonia/i18n';
import { describeCountry } from './countries';
import { individualPricingFor } from './pricing';

export interface CountryDetection {
  countryCode: string;
  source: DetectionSource;
}

/**
 * Where the visitor is: a position the browser gave (the visitor allowed it) is more precise than an IP
 * address, which a VPN or a mobile carrier can move; with neither, the fallback country.
 */
export function chooseDetection(fromPosition: string | undefined, fromAddress: string | undefined): CountryDetection {
  if (fromPosition) return { countryCode: fromPosition, source: 'browser' };
  if (fromAddress) return { countryCode: fromAddress, source: 'ip' };
  return { countryCode: FALLBACK_COUNTRY_CODE, source: 'fallback' };
}

export function recommendedLanguagesFor(countryCode: string): RecommendedLanguage[] {
  return languagesForCountry(countryCode)
    .slice(0, MAX_RECOMMENDED_LANGUAGES)
    .flatMap((code) => {
      const language = languageByCode(code);
      return language ? [{ code: language.code, name: language.name, nativeName: language.nativeName, flag: language.flag }] : [];
    });
}

/** SPEC §3 "Localisation data". Of the five not-shown conditions of SPEC §5 the server owns one: the US. */
export function localizationDataFor(detection: CountryDetection, timezone: string | undefined): LocalizationData {
  const pricing = individualPricingFor(detection.countryCode);
  return {
    country: { ...describeCountry(detection.countryCode), vatRate: pricing?.vatRate ?? 0 },
    pricing: { plans: pricing?.plans ?? [] },
    recommendedLanguages: recommendedLanguagesFor(detection.countryCode),
    timezone: timezone ?? FALLBACK_TIMEZONE,
    detectionSource: detection.source,
    shouldShowPrompt: detection.countryCode !== FALLBACK_COUNTRY_CODE,
  };
}
