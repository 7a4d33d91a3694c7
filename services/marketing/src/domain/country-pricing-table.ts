/**
 * The pricing table behind GET /api/country/pricing/individual/{countryCode}: for each country priced,
 * its standard VAT/GST rate (percent, as charged on digital services to consumers) and its
 * purchasing-power tier; and for each currency a reference rate in units per US dollar. pricing.ts turns
 * them into local prices. Review the rates when a local price drifts more than a rounding step.
 */

/**
 * Purchasing-power tiers, after the World Bank income groups: high income pays the US price, upper-middle
 * 60 %, lower-middle 40 %, low income 30 %.
 */
export const purchasingPowerFactors = { high: 1, upperMiddle: 0.6, lowerMiddle: 0.4, low: 0.3 } as const;
export type PurchasingPowerTier = keyof typeof purchasingPowerFactors;

export interface CountryPricingTerms {
  vatRate: number;
  tier: PurchasingPowerTier;
}

const high: PurchasingPowerTier = 'high';
const upperMiddle: PurchasingPowerTier = 'upperMiddle';
const lowerMiddle: PurchasingPowerTier = 'lowerMiddle';
const low: PurchasingPowerTier = 'low';

// [country, VAT %, tier]. The US has no federal VAT (state sales taxes are added at checkout); Brazil has
// no national VAT until its CBS/IBS reform; Hong Kong, Macao, Qatar, Kuwait, Iraq, Libya, Puerto Rico and
// Timor-Leste have none.
const termRows: ReadonlyArray<readonly [string, number, PurchasingPowerTier]> = [
  ['US', 0, high], ['CA', 5, high], ['MX', 16, upperMiddle], ['BR', 0, upperMiddle], ['AR', 21, upperMiddle],
  ['CL', 19, high], ['CO', 19, upperMiddle], ['PE', 18, upperMiddle], ['VE', 16, lowerMiddle], ['EC', 15, upperMiddle],
  ['GT', 12, upperMiddle], ['DO', 18, upperMiddle], ['HN', 15, lowerMiddle], ['SV', 13, upperMiddle],
  ['NI', 15, lowerMiddle], ['CR', 13, upperMiddle], ['PA', 7, high], ['BO', 13, lowerMiddle], ['PY', 10, upperMiddle],
  ['UY', 22, high], ['PR', 0, high], ['JM', 15, upperMiddle], ['HT', 10, lowerMiddle], ['TT', 12.5, high],
  ['GB', 20, high], ['IE', 23, high], ['DE', 19, high], ['AT', 20, high], ['CH', 8.1, high], ['FR', 20, high],
  ['BE', 21, high], ['NL', 21, high], ['LU', 17, high], ['IT', 22, high], ['MT', 18, high], ['ES', 21, high],
  ['PT', 23, high], ['GR', 24, high], ['CY', 19, high], ['FI', 25.5, high], ['SE', 25, high], ['NO', 25, high],
  ['DK', 25, high], ['PL', 23, high], ['CZ', 21, high], ['HU', 27, high], ['RO', 21, high],
  ['UA', 20, lowerMiddle], ['BY', 20, upperMiddle], ['MD', 20, upperMiddle], ['RU', 22, upperMiddle],
  ['TR', 20, upperMiddle], ['AM', 20, upperMiddle], ['GE', 18, upperMiddle], ['AZ', 18, upperMiddle],
  ['KZ', 16, upperMiddle], ['UZ', 12, lowerMiddle], ['KG', 12, lowerMiddle], ['TJ', 14, lowerMiddle],
  ['IL', 18, high], ['SA', 15, high], ['AE', 5, high], ['QA', 0, high], ['KW', 0, high], ['BH', 10, high],
  ['OM', 5, high], ['JO', 16, upperMiddle], ['LB', 11, lowerMiddle], ['IQ', 0, upperMiddle], ['IR', 10, lowerMiddle],
  ['EG', 14, lowerMiddle], ['LY', 0, upperMiddle], ['TN', 19, lowerMiddle], ['DZ', 19, upperMiddle],
  ['MA', 20, lowerMiddle], ['IN', 18, lowerMiddle], ['PK', 18, lowerMiddle], ['BD', 15, lowerMiddle],
  ['LK', 18, lowerMiddle], ['NP', 13, lowerMiddle], ['CN', 13, upperMiddle], ['TW', 5, high], ['HK', 0, high],
  ['MO', 0, high], ['JP', 10, high], ['KR', 10, high], ['SG', 9, high], ['MY', 8, upperMiddle], ['ID', 11, upperMiddle],
  ['PH', 12, lowerMiddle], ['VN', 10, lowerMiddle], ['TH', 7, upperMiddle], ['TL', 0, lowerMiddle], ['AU', 10, high],
  ['NZ', 15, high], ['PG', 10, lowerMiddle], ['FJ', 15, upperMiddle], ['NG', 7.5, lowerMiddle], ['GH', 15, lowerMiddle],
  ['NE', 19, low], ['BJ', 18, lowerMiddle], ['TG', 18, low], ['BF', 18, low], ['ML', 18, low], ['SN', 18, lowerMiddle],
  ['CI', 18, lowerMiddle], ['GW', 19, low], ['CV', 15, lowerMiddle], ['LR', 10, low], ['SL', 15, low],
  ['CM', 19.25, lowerMiddle], ['TD', 18, low], ['GA', 18, upperMiddle], ['CG', 18, lowerMiddle],
  ['GQ', 15, upperMiddle], ['CD', 16, low], ['AO', 14, lowerMiddle], ['ET', 15, low], ['KE', 16, lowerMiddle],
  ['TZ', 18, lowerMiddle], ['UG', 18, low], ['RW', 18, low], ['BI', 18, low], ['MW', 16.5, low], ['ZM', 16, lowerMiddle],
  ['ZW', 15.5, lowerMiddle], ['MZ', 16, low], ['MG', 20, low], ['ZA', 15, upperMiddle],
];

export const countryPricingTerms: ReadonlyMap<string, CountryPricingTerms> = new Map(
  termRows.map(([code, vatRate, tier]) => [code, Object.freeze({ vatRate, tier })]),
);

/** Reference exchange rates, units of the currency per US dollar (2026). */
export const unitsPerUsDollar: Readonly<Record<string, number>> = {
  USD: 1, CAD: 1.38, MXN: 18.5, BRL: 5.4, ARS: 1_400, CLP: 940, COP: 3_900, PEN: 3.4, GTQ: 7.7, DOP: 63,
  HNL: 26, NIO: 36.8, CRC: 505, BOB: 6.9, PYG: 7_300, UYU: 40, JMD: 160, HTG: 131, TTD: 6.8,
  EUR: 0.86, GBP: 0.75, CHF: 0.8, SEK: 9.5, NOK: 10.1, DKK: 6.4, PLN: 3.65, CZK: 21, HUF: 335, RON: 4.4,
  UAH: 41.5, BYN: 3, MDL: 17, RUB: 80, TRY: 42, AMD: 385, GEL: 2.7, AZN: 1.7, KZT: 520, UZS: 12_000,
  KGS: 87.5, TJS: 9.3, ILS: 3.3, SAR: 3.75, AED: 3.67, QAR: 3.64, KWD: 0.307, BHD: 0.376, OMR: 0.385,
  JOD: 0.709, IQD: 1_310, EGP: 48, LYD: 5.45, TND: 2.95, DZD: 130, MAD: 9.2, INR: 88, PKR: 281, BDT: 122,
  LKR: 300, NPR: 141, CNY: 7.1, TWD: 31, HKD: 7.78, MOP: 8, JPY: 150, KRW: 1_400, SGD: 1.3, MYR: 4.2,
  IDR: 16_500, PHP: 58, VND: 26_000, THB: 32.5, AUD: 1.52, NZD: 1.73, PGK: 4.1, FJD: 2.25, NGN: 1_500,
  GHS: 11, XOF: 565, XAF: 565, CVE: 95, SLE: 23, CDF: 2_600, AOA: 915, ETB: 150, KES: 129, TZS: 2_450,
  UGX: 3_550, RWF: 1_450, BIF: 2_950, MWK: 1_735, ZMW: 23, MZN: 64, MGA: 4_500, ZAR: 17.5,
};
