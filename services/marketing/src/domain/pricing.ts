import {
  individualPlans,
  individualPlanTiers,
  MONTHS_CHARGED_PER_YEAR,
  type CountryPricing,
  type PlanPrice,
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
 * A plan's local monthly price: the US-dollar price (SPEC §9) converted at the reference rate, scaled by
 * the country's purchasing-power factor, with its VAT added (local prices include VAT), then rounded.
 */
export function localMonthlyPrice(usdMonthly: number, terms: { unitsPerUsDollar: number; purchasingPowerFactor: number; vatRate: number }): number {
  const exact = usdMonthly * terms.unitsPerUsDollar * terms.purchasingPowerFactor * (1 + terms.vatRate / 100);
  return roundToNicePrice(exact);
}

/** Yearly billing charges ten months: two months free. */
export const yearlyPrice = (monthly: number): number => Number((monthly * MONTHS_CHARGED_PER_YEAR).toPrecision(12));

/** The individual plans priced for one country, or undefined when the table does not price it. */
export function individualPricingFor(countryCode: string): CountryPricing | undefined {
  const country = countryByCode(countryCode);
  const terms = countryPricingTerms.get(countryCode);
  const rate = country ? unitsPerUsDollar[country.currency] : undefined;
  if (!country || !terms || rate === undefined) return undefined;
  const plans = individualPlanTiers.map((tier): PlanPrice => {
    const priceMonthly = localMonthlyPrice(individualPlans[tier].usdMonthly, {
      unitsPerUsDollar: rate,
      purchasingPowerFactor: purchasingPowerFactors[terms.tier],
      vatRate: terms.vatRate,
    });
    return { planTier: tier, priceMonthly, priceYearly: yearlyPrice(priceMonthly) };
  });
  return { countryCode, currency: country.currency, currencySymbol: country.currencySymbol, vatRate: terms.vatRate, plans };
}
