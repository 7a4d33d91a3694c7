import {
  boostPacks,
  boostPackSizes,
  churchPlans,
  individualPlans,
  individualPlanTiers,
  MONTHS_CHARGED_PER_YEAR,
  pricedChurchPlanTiers,
  type BoostPackPricing,
  type ChurchCountryPricing,
  type CountryPricing,
} from '@koinonia/contracts';
import { countryByCode } from '@koinonia/i18n';
import { countryPricingTerms, purchasingPowerFactors, unitsPerUsDollar } from './country-pricing-table';

/**
 * "Nice" rounding for a price list: a value keeps its leading digit's scale and is rounded to a step of
 * a tenth of that scale when it starts with 1 (12.3 → 12, 1,340 → 1,300) and of half of it otherwise
 * (5.12 → 5, 4.3 → 4.5, 459 → 450). Prices then read as round figures while staying within 12.5 % of the
 * exact conversion.
 */
export function roundToNicePrice(value: number): number {
  if (!(value > 0)) return 0;
  const scale = 10 ** Math.floor(Math.log10(value));
  const step = value / scale < 2 ? scale / 10 : scale / 2;
  return Number((Math.round(value / step) * step).toPrecision(12));
}

/**
 * A local price (a plan's monthly price or a boost pack's): the US-dollar price (SPEC §9) converted at the
 * reference rate, scaled by the country's purchasing-power factor, with its VAT added (local prices include
 * VAT), then rounded.
 */
export function localPrice(usdPrice: number, terms: { unitsPerUsDollar: number; purchasingPowerFactor: number; vatRate: number }): number {
  const exact = usdPrice * terms.unitsPerUsDollar * terms.purchasingPowerFactor * (1 + terms.vatRate / 100);
  return roundToNicePrice(exact);
}

/** Yearly billing charges ten months: two months free. */
export const yearlyPrice = (monthly: number): number => Number((monthly * MONTHS_CHARGED_PER_YEAR).toPrecision(12));

/** What every local price list states: the country's currency and its VAT rate (a percentage). */
export interface LocalCurrency {
  countryCode: string;
  currency: string;
  currencySymbol: string;
  vatRate: number;
}

/** A country's currency and the conversion of a US-dollar price into it, or undefined when the table does not price it. */
export function localPricingFor(countryCode: string): { currency: LocalCurrency; convert(usdPrice: number): number } | undefined {
  const country = countryByCode(countryCode);
  const terms = countryPricingTerms.get(countryCode);
  const rate = country ? unitsPerUsDollar[country.currency] : undefined;
  if (!country || !terms || rate === undefined) return undefined;
  const conversion = { unitsPerUsDollar: rate, purchasingPowerFactor: purchasingPowerFactors[terms.tier], vatRate: terms.vatRate };
  return {
    currency: { countryCode, currency: country.currency, currencySymbol: country.currencySymbol, vatRate: terms.vatRate },
    convert: (usdPrice) => localPrice(usdPrice, conversion),
  };
}

/** Plans with a US-dollar monthly price, priced for one country: monthly, and yearly at ten months. */
function plansPricedFor<Tier extends string>(countryCode: string, plans: ReadonlyArray<{ tier: Tier; usdMonthly: number }>) {
  const local = localPricingFor(countryCode);
  if (!local) return undefined;
  return {
    ...local.currency,
    plans: plans.map((plan) => {
      const priceMonthly = local.convert(plan.usdMonthly);
      return { planTier: plan.tier, priceMonthly, priceYearly: yearlyPrice(priceMonthly) };
    }),
  };
}

/** The individual plans priced for one country, or undefined when the table does not price it. */
export const individualPricingFor = (countryCode: string): CountryPricing | undefined =>
  plansPricedFor(countryCode, individualPlanTiers.map((tier) => individualPlans[tier]));

/** Church Basic and Church Standard priced for one country; Enterprise is priced by contact and not listed. */
export const churchPricingFor = (countryCode: string): ChurchCountryPricing | undefined =>
  plansPricedFor(countryCode, pricedChurchPlanTiers.map((tier) => churchPlans[tier]));

/** The boost packs' one-off prices for one country, converted like the plans' monthly prices. */
export function boostPackPricingFor(countryCode: string): BoostPackPricing | undefined {
  const local = localPricingFor(countryCode);
  if (!local) return undefined;
  const packs = boostPackSizes.map((size) => ({ size, candles: boostPacks[size].candles, price: local.convert(boostPacks[size].usdPrice) }));
  return { ...local.currency, packs };
}
