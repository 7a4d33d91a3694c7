import { useMutation, useQuery } from '@tanstack/react-query';
import {
  COUNTRY_DETECTION_CACHE_MS,
  COUNTRY_DETECTION_STALE_MS,
  COUNTRY_PRICING_STALE_MS,
  type CountryDetection,
  type CountryPricing,
  type LocalizationApply,
  type LocalizationApplyResponse,
  type LocalizationData,
} from '@koinonia/contracts';
import { useApi } from '@koinonia/shell-contract';
import { LOCALIZATION_APPLY_PATH, localizationDataUrl, LOCALIZATION_DATA_PATH, type BrowserLocation } from '@koinonia/shell-contract/welcome-dialog';

export const COUNTRY_DETECTION_PATH = '/api/country/detect';
export const individualPricingPath = (countryCode: string) => `/api/country/pricing/individual/${encodeURIComponent(countryCode)}`;

/** SPEC §7, §9: GET /api/country/detect, fresh for 30 minutes and kept for 60. */
export function useCountryDetection() {
  const api = useApi();
  return useQuery({
    queryKey: [COUNTRY_DETECTION_PATH],
    queryFn: () => api<CountryDetection>('GET', COUNTRY_DETECTION_PATH),
    staleTime: COUNTRY_DETECTION_STALE_MS,
    gcTime: COUNTRY_DETECTION_CACHE_MS,
  });
}

/** SPEC §7, §9: the individual plans for a country, asked only once a country is detected; fresh 15 minutes. */
export function useIndividualPricing(countryCode: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [individualPricingPath(countryCode ?? '')],
    queryFn: () => api<CountryPricing>('GET', individualPricingPath(countryCode!)),
    enabled: Boolean(countryCode),
    staleTime: COUNTRY_PRICING_STALE_MS,
  });
}

/** SPEC §3 "Localisation data", asked once the browser's timezone (and position, if allowed) is known. */
export function useLocalizationData(location: BrowserLocation | undefined) {
  const api = useApi();
  const url = location ? localizationDataUrl(location) : LOCALIZATION_DATA_PATH;
  return useQuery({
    queryKey: [url],
    queryFn: () => api<LocalizationData>('GET', url),
    enabled: Boolean(location),
    staleTime: COUNTRY_DETECTION_STALE_MS,
    gcTime: COUNTRY_DETECTION_CACHE_MS,
    retry: false,
  });
}

/** SPEC §4 apply: language, country and timezone. */
export function useApplyLocalization() {
  const api = useApi();
  return useMutation({
    mutationFn: (choice: LocalizationApply) => api<LocalizationApplyResponse>('POST', LOCALIZATION_APPLY_PATH, choice),
    retry: false,
  });
}
