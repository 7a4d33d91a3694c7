// geoip-country ships no types; this file is also compiled from other projects (tools), which must see them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/geoip-country.d.ts" />
import { FALLBACK_COUNTRY_CODE, type DetectedCountry } from '@koinonia/contracts';
import { countryByCode } from '@koinonia/i18n';
import { lookup } from 'geoip-country';
import { iso1A2Code } from '@rapideditor/country-coder';

const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
// Codes ISO 3166 leaves to private use, and groupings Intl names that are not countries.
const notCountries = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/;

/** Whether the code is an ISO 3166-1 alpha-2 country or territory. */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !notCountries.test(code) && regionNames.of(code) !== undefined;
}

/**
 * The country as the dialog and pricing show it. A country outside the product's country table is named
 * by Intl and quoted in US dollars, which is also what its price falls back to (SPEC §5).
 */
export function describeCountry(code: string): DetectedCountry {
  const known = countryByCode(code);
  if (known) return { countryCode: code, countryName: known.name, currency: known.currency, currencySymbol: known.currencySymbol };
  return { countryCode: code, countryName: regionNames.of(code) ?? code, currency: 'USD', currencySymbol: '$' };
}

export const fallbackCountry = (): DetectedCountry => describeCountry(FALLBACK_COUNTRY_CODE);

/** The country of a public IP address (MaxMind GeoLite2 data); none for private, loopback or unknown ones. */
export function countryOfAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const country = lookup(address)?.country;
  return country && isCountryCode(country) ? country : undefined;
}

/** The country containing a position (country borders shipped with country-coder); none in international waters. */
export function countryOfPosition(latitude: number, longitude: number): string | undefined {
  const country = iso1A2Code([longitude, latitude]);
  return country && isCountryCode(country) ? country : undefined;
}
