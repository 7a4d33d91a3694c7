/**
 * Countries the product knows by name and currency: every country of the language map
 * (country-languages.ts) and of the marketing service's pricing table. Names are English; symbols are
 * the ones shown next to local prices. Venezuela, Lebanon, Iran, Ecuador, El Salvador, Panama, Zimbabwe,
 * Liberia, Timor-Leste and Puerto Rico are priced in US dollars: either the dollar is their currency or
 * their own changes value too fast for a price list.
 */

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** ISO 4217. */
  currency: string;
  currencySymbol: string;
}

// [code, name, currency, symbol]
const countryRows: ReadonlyArray<readonly [string, string, string, string]> = [
  // The Americas
  ['US', 'United States', 'USD', '$'],
  ['CA', 'Canada', 'CAD', '$'],
  ['MX', 'Mexico', 'MXN', '$'],
  ['BR', 'Brazil', 'BRL', 'R$'],
  ['AR', 'Argentina', 'ARS', '$'],
  ['CL', 'Chile', 'CLP', '$'],
  ['CO', 'Colombia', 'COP', '$'],
  ['PE', 'Peru', 'PEN', 'S/'],
  ['VE', 'Venezuela', 'USD', '$'],
  ['EC', 'Ecuador', 'USD', '$'],
  ['GT', 'Guatemala', 'GTQ', 'Q'],
  ['DO', 'Dominican Republic', 'DOP', 'RD$'],
  ['HN', 'Honduras', 'HNL', 'L'],
  ['SV', 'El Salvador', 'USD', '$'],
  ['NI', 'Nicaragua', 'NIO', 'C$'],
  ['CR', 'Costa Rica', 'CRC', '₡'],
  ['PA', 'Panama', 'USD', '$'],
  ['BO', 'Bolivia', 'BOB', 'Bs'],
  ['PY', 'Paraguay', 'PYG', '₲'],
  ['UY', 'Uruguay', 'UYU', '$'],
  ['PR', 'Puerto Rico', 'USD', '$'],
  ['JM', 'Jamaica', 'JMD', '$'],
  ['HT', 'Haiti', 'HTG', 'G'],
  ['TT', 'Trinidad and Tobago', 'TTD', '$'],
  // Europe
  ['GB', 'United Kingdom', 'GBP', '£'],
  ['IE', 'Ireland', 'EUR', '€'],
  ['DE', 'Germany', 'EUR', '€'],
  ['AT', 'Austria', 'EUR', '€'],
  ['CH', 'Switzerland', 'CHF', 'CHF'],
  ['FR', 'France', 'EUR', '€'],
  ['BE', 'Belgium', 'EUR', '€'],
  ['NL', 'Netherlands', 'EUR', '€'],
  ['LU', 'Luxembourg', 'EUR', '€'],
  ['IT', 'Italy', 'EUR', '€'],
  ['MT', 'Malta', 'EUR', '€'],
  ['ES', 'Spain', 'EUR', '€'],
  ['PT', 'Portugal', 'EUR', '€'],
  ['GR', 'Greece', 'EUR', '€'],
  ['CY', 'Cyprus', 'EUR', '€'],
  ['FI', 'Finland', 'EUR', '€'],
  ['SE', 'Sweden', 'SEK', 'kr'],
  ['NO', 'Norway', 'NOK', 'kr'],
  ['DK', 'Denmark', 'DKK', 'kr'],
  ['PL', 'Poland', 'PLN', 'zł'],
  ['CZ', 'Czechia', 'CZK', 'Kč'],
  ['HU', 'Hungary', 'HUF', 'Ft'],
  ['RO', 'Romania', 'RON', 'lei'],
  ['UA', 'Ukraine', 'UAH', '₴'],
  ['BY', 'Belarus', 'BYN', 'Br'],
  ['MD', 'Moldova', 'MDL', 'L'],
  ['RU', 'Russia', 'RUB', '₽'],
  ['TR', 'Türkiye', 'TRY', '₺'],
  // Caucasus and Central Asia
  ['AM', 'Armenia', 'AMD', '֏'],
  ['GE', 'Georgia', 'GEL', '₾'],
  ['AZ', 'Azerbaijan', 'AZN', '₼'],
  ['KZ', 'Kazakhstan', 'KZT', '₸'],
  ['UZ', 'Uzbekistan', 'UZS', 'soʻm'],
  ['KG', 'Kyrgyzstan', 'KGS', 'сом'],
  ['TJ', 'Tajikistan', 'TJS', 'SM'],
  // Middle East and North Africa
  ['IL', 'Israel', 'ILS', '₪'],
  ['SA', 'Saudi Arabia', 'SAR', 'ر.س'],
  ['AE', 'United Arab Emirates', 'AED', 'د.إ'],
  ['QA', 'Qatar', 'QAR', 'ر.ق'],
  ['KW', 'Kuwait', 'KWD', 'د.ك'],
  ['BH', 'Bahrain', 'BHD', 'د.ب'],
  ['OM', 'Oman', 'OMR', 'ر.ع'],
  ['JO', 'Jordan', 'JOD', 'د.ا'],
  ['LB', 'Lebanon', 'USD', '$'],
  ['IQ', 'Iraq', 'IQD', 'ع.د'],
  ['IR', 'Iran', 'USD', '$'],
  ['EG', 'Egypt', 'EGP', 'E£'],
  ['LY', 'Libya', 'LYD', 'ل.د'],
  ['TN', 'Tunisia', 'TND', 'DT'],
  ['DZ', 'Algeria', 'DZD', 'DA'],
  ['MA', 'Morocco', 'MAD', 'DH'],
  // South Asia
  ['IN', 'India', 'INR', '₹'],
  ['PK', 'Pakistan', 'PKR', 'Rs'],
  ['BD', 'Bangladesh', 'BDT', '৳'],
  ['LK', 'Sri Lanka', 'LKR', 'Rs'],
  ['NP', 'Nepal', 'NPR', 'Rs'],
  // East and South-East Asia, Oceania
  ['CN', 'China', 'CNY', '¥'],
  ['TW', 'Taiwan', 'TWD', 'NT$'],
  ['HK', 'Hong Kong', 'HKD', 'HK$'],
  ['MO', 'Macao', 'MOP', 'MOP$'],
  ['JP', 'Japan', 'JPY', '¥'],
  ['KR', 'South Korea', 'KRW', '₩'],
  ['SG', 'Singapore', 'SGD', 'S$'],
  ['MY', 'Malaysia', 'MYR', 'RM'],
  ['ID', 'Indonesia', 'IDR', 'Rp'],
  ['PH', 'Philippines', 'PHP', '₱'],
  ['VN', 'Vietnam', 'VND', '₫'],
  ['TH', 'Thailand', 'THB', '฿'],
  ['TL', 'Timor-Leste', 'USD', '$'],
  ['AU', 'Australia', 'AUD', '$'],
  ['NZ', 'New Zealand', 'NZD', '$'],
  ['PG', 'Papua New Guinea', 'PGK', 'K'],
  ['FJ', 'Fiji', 'FJD', '$'],
  // Sub-Saharan Africa
  ['NG', 'Nigeria', 'NGN', '₦'],
  ['GH', 'Ghana', 'GHS', 'GH₵'],
  ['NE', 'Niger', 'XOF', 'CFA'],
  ['BJ', 'Benin', 'XOF', 'CFA'],
  ['TG', 'Togo', 'XOF', 'CFA'],
  ['BF', 'Burkina Faso', 'XOF', 'CFA'],
  ['ML', 'Mali', 'XOF', 'CFA'],
  ['SN', 'Senegal', 'XOF', 'CFA'],
  ['CI', "Côte d'Ivoire", 'XOF', 'CFA'],
  ['GW', 'Guinea-Bissau', 'XOF', 'CFA'],
  ['CV', 'Cabo Verde', 'CVE', 'Esc'],
  ['LR', 'Liberia', 'USD', '$'],
  ['SL', 'Sierra Leone', 'SLE', 'Le'],
  ['CM', 'Cameroon', 'XAF', 'FCFA'],
  ['TD', 'Chad', 'XAF', 'FCFA'],
  ['GA', 'Gabon', 'XAF', 'FCFA'],
  ['CG', 'Congo', 'XAF', 'FCFA'],
  ['GQ', 'Equatorial Guinea', 'XAF', 'FCFA'],
  ['CD', 'DR Congo', 'CDF', 'FC'],
  ['AO', 'Angola', 'AOA', 'Kz'],
  ['ET', 'Ethiopia', 'ETB', 'Br'],
  ['KE', 'Kenya', 'KES', 'KSh'],
  ['TZ', 'Tanzania', 'TZS', 'TSh'],
  ['UG', 'Uganda', 'UGX', 'USh'],
  ['RW', 'Rwanda', 'RWF', 'FRw'],
  ['BI', 'Burundi', 'BIF', 'FBu'],
  ['MW', 'Malawi', 'MWK', 'MK'],
  ['ZM', 'Zambia', 'ZMW', 'K'],
  ['ZW', 'Zimbabwe', 'USD', '$'],
  ['MZ', 'Mozambique', 'MZN', 'MT'],
  ['MG', 'Madagascar', 'MGA', 'Ar'],
  ['ZA', 'South Africa', 'ZAR', 'R'],
];

export const countries: readonly Country[] = Object.freeze(
  countryRows.map(([code, name, currency, currencySymbol]) => Object.freeze({ code, name, currency, currencySymbol })),
);

const countriesByCode: ReadonlyMap<string, Country> = new Map(countries.map((country) => [country.code, country]));

export function countryByCode(code: string): Country | undefined {
  return countriesByCode.get(code);
}
