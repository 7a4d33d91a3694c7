import { countryByCode, countries } from './countries';
import { countryLanguages, languagesForCountry, MAX_LANGUAGES_PER_COUNTRY } from './country-languages';
import { isSupportedLanguage } from './languages';

describe('the country-to-language map', () => {
  it('SPEC §9: covers many countries, at least 80', () => {
    expect(Object.keys(countryLanguages).length).toBeGreaterThanOrEqual(80);
  });

  it('SPEC §9: recommends at most 3 languages per country, each supported, none twice', () => {
    for (const [country, codes] of Object.entries(countryLanguages)) {
      expect([country, codes.length >= 1 && codes.length <= MAX_LANGUAGES_PER_COUNTRY]).toEqual([country, true]);
      expect([country, codes.every(isSupportedLanguage)]).toEqual([country, true]);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('knows the name and currency of every country it maps', () => {
    for (const country of Object.keys(countryLanguages)) expect(countryByCode(country)?.code).toBe(country);
  });

  it('recommends German first in Germany and English where it has no entry', () => {
    expect(languagesForCountry('DE')[0]).toBe('de');
    expect(languagesForCountry('AQ')).toEqual(['en']);
    expect(languagesForCountry('constructor')).toEqual(['en']);
  });
});

describe('countries', () => {
  it('lists each country once, with an ISO code, a currency code and a symbol', () => {
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.currency).toMatch(/^[A-Z]{3}$/);
      expect(country.currencySymbol.length).toBeGreaterThan(0);
    }
  });
});
