import { formatCurrency, formatNumber } from './index';

describe('formatNumber', () => {
  it('formats for the locale', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
  });

  it('falls back to a plain string when formatting fails', () => {
    expect(formatNumber(1234.5, 'not a locale!')).toBe('1234.5');
    expect(formatNumber(1234.5, 'en-US', { maximumFractionDigits: 500 })).toBe('1234.5');
  });
});

describe('formatCurrency', () => {
  it('formats the amount in the currency and locale', () => {
    expect(formatCurrency(5, 'USD', 'en-US')).toBe('$5.00');
  });

  it('falls back to the code followed by the amount for an invalid currency code', () => {
    expect(formatCurrency(5, 'DOLLARS', 'en-US')).toBe('DOLLARS 5');
  });

  it('falls back to the code followed by the amount for an invalid locale', () => {
    expect(formatCurrency(10, 'EUR', 'not a locale!')).toBe('EUR 10');
  });
});
