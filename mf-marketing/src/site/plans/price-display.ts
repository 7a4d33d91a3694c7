import { MONTHS_CHARGED_PER_YEAR } from '@koinonia/contracts';
import { countryByCode } from '@koinonia/i18n';
import type { Formats } from '../formats';

export type BillingPeriod = 'monthly' | 'yearly';

interface LocalCurrency {
  currency: string;
  vatRate: number;
  countryCode: string;
}

interface PricedItem {
  /** The local price, when the pricing service gave one. */
  local?: { amount: number; currency: string };
  /** The SPEC §9 US-dollar price, shown when the local one is missing. */
  usd: number;
}

/**
 * A price as the page prints it: the local amount in the local currency, else the US-dollar amount (SPEC §5:
 * currency formatting itself falls back to "CODE amount").
 */
export function displayPrice({ local, usd }: PricedItem, formats: Formats): string {
  return local ? formats.currency(local.amount, local.currency) : formats.currency(usd, 'USD');
}

/** A monthly plan price for a billing period: yearly billing charges ten months. */
export const priceForPeriod = (monthly: number, period: BillingPeriod) =>
  period === 'monthly' ? monthly : Number((monthly * MONTHS_CHARGED_PER_YEAR).toPrecision(12));

/** "Prices in euros for Germany" and the VAT line, or undefined while prices are in US dollars. */
export function currencyNote(pricing: LocalCurrency | undefined, language: string, formats: Formats) {
  if (!pricing) return undefined;
  const country = countryByCode(pricing.countryCode);
  let currencyName = pricing.currency;
  try {
    currencyName = new Intl.DisplayNames([language], { type: 'currency' }).of(pricing.currency) ?? pricing.currency;
  } catch {
    // Unknown to this browser's Intl data: the code reads fine.
  }
  let countryName = country?.name ?? pricing.countryCode;
  try {
    countryName = new Intl.DisplayNames([language], { type: 'region' }).of(pricing.countryCode) ?? countryName;
  } catch {
    // As above: the English name from our country table.
  }
  const vatRate = pricing.vatRate > 0 ? formats.number(pricing.vatRate, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : undefined;
  return { currencyName, countryName, vatRate };
}
