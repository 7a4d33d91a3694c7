import { useEffect, useState } from 'react';
import { apiRequest } from '@koinonia/api-client';
import type { BoostPackPricing, ChurchCountryPricing, CountryDetection, CountryPricing } from '@koinonia/contracts';

/** What the pricing service says for the visitor's country; each part may be missing. */
export interface LocalPrices {
  countryCode: string;
  individual?: CountryPricing;
  church?: ChurchCountryPricing;
  boostPacks?: BoostPackPricing;
}

const optional = <T,>(request: Promise<T>) => request.catch(() => undefined);

async function fetchLocalPrices(): Promise<LocalPrices | undefined> {
  const detection = await apiRequest<CountryDetection>('GET', '/api/country/detect');
  const countryCode = detection.detectedCountry.countryCode;
  const [individual, church, boostPacks] = await Promise.all([
    optional(apiRequest<CountryPricing>('GET', `/api/country/pricing/individual/${countryCode}`)),
    optional(apiRequest<ChurchCountryPricing>('GET', `/api/country/pricing/church/${countryCode}`)),
    optional(apiRequest<BoostPackPricing>('GET', `/api/country/pricing/boost-packs/${countryCode}`)),
  ]);
  return { countryCode, individual, church, boostPacks };
}

/**
 * The visitor's local prices, asked for once the page is interactive. Until they arrive (and whenever the
 * service cannot answer) the page shows the US-dollar prices it was rendered with (SPEC §5 fallbacks).
 */
export function useLocalPrices(): LocalPrices | undefined {
  const [prices, setPrices] = useState<LocalPrices>();
  useEffect(() => {
    let current = true;
    fetchLocalPrices()
      .then((result) => current && setPrices(result))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return prices;
}
