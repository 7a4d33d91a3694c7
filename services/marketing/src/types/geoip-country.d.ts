/** The part of geoip-country (MaxMind GeoLite2 country data, shipped in the package) this service uses. */
declare module 'geoip-country' {
  export interface CountryLookup {
    /** ISO 3166-1 alpha-2 code. */
    country: string;
    name: string;
    currency: string[];
  }
  export function lookup(address: string): CountryLookup | null;
}
