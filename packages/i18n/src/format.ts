// SPEC §5: number formatting falls back to a plain string on failure, and currency to the code
// followed by the amount. Intl throws RangeError for malformed locales, currency codes or options.

export function formatNumber(value: number, locale?: string, options?: Intl.NumberFormatOptions): string {
  try {
    return new Intl.NumberFormat(locale, options).format(value);
  } catch {
    return String(value);
  }
}

export function formatCurrency(amount: number, currencyCode: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(amount);
  } catch {
    return `${currencyCode} ${amount}`;
  }
}
