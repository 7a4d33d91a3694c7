import { formatCurrency, formatNumber, type LanguageCode } from '@koinonia/i18n';

/**
 * Numbers, prices and dates as a page shows them. The build's Node and the visitor's browser carry
 * different versions of the Unicode locale data, and they disagree on some languages (Armenian groups
 * 1,000 as "1000" in one and "1,000" in the other; Hausa spaces "$ 5.00"), which would break hydration. So
 * every value the pre-render formatted travels with the page (PageData.formats) and the browser shows it
 * the same way; values first formatted in the browser (local prices) use the browser's own data.
 */
export interface Formats {
  number(value: number, options?: Intl.NumberFormatOptions): string;
  currency(amount: number, currencyCode: string): string;
  /** A calendar date (YYYY-MM-DD) written out in the page's language. */
  date(isoDate: string): string;
  /** Everything formatted so far, keyed as the browser will look it up. */
  recorded(): Record<string, string>;
}

function formatDate(isoDate: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(isoDate));
  } catch {
    return isoDate;
  }
}

export function createFormats(language: LanguageCode, recorded: Record<string, string> = {}): Formats {
  const known = new Map(Object.entries(recorded));
  const remember = (key: string, format: () => string) => {
    let text = known.get(key);
    if (text === undefined) {
      text = format();
      known.set(key, text);
    }
    return text;
  };
  return {
    number: (value, options) => remember(`number:${value}:${JSON.stringify(options ?? {})}`, () => formatNumber(value, language, options)),
    currency: (amount, currencyCode) => remember(`currency:${amount}:${currencyCode}`, () => formatCurrency(amount, currencyCode, language)),
    date: (isoDate) => remember(`date:${isoDate}`, () => formatDate(isoDate, language)),
    recorded: () => Object.fromEntries(known),
  };
}
