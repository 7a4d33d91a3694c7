import { individualPlans, MONTHS_CHARGED_PER_YEAR, type DetectionSource, type IndividualPlanTier } from '@koinonia/contracts';
import { formatCurrency, formatNumber } from '@koinonia/i18n';

type PlanLike = { planTier: string; priceMonthly: number | string; priceYearly: number | string };

/** SPEC §5: the requested tier, else servant, else torchbearer, else the first plan. */
export function planForTier<Plan extends PlanLike>(plans: readonly Plan[] | undefined, tier: IndividualPlanTier): Plan | undefined {
  if (!plans || plans.length === 0) return undefined;
  return (
    plans.find((plan) => plan.planTier === tier) ??
    plans.find((plan) => plan.planTier === 'servant') ??
    plans.find((plan) => plan.planTier === 'torchbearer') ??
    plans[0]
  );
}

/** The SPEC §9 US-dollar price of the tier, shown when the local price is missing. */
function fallbackPrice(tier: IndividualPlanTier, period: 'monthly' | 'yearly'): string {
  const usd = individualPlans[tier].usdMonthly || individualPlans.servant.usdMonthly;
  return formatCurrency(period === 'monthly' ? usd : usd * MONTHS_CHARGED_PER_YEAR, 'USD', 'en-US');
}

/**
 * A plan's price in the local currency. SPEC §5: $5.00 (the Servant price; $50.00 a year) when the data
 * is missing; the tier fallback of planForTier; currency formatting falls back to "CODE amount".
 */
export function formatPlanPrice(
  pricing: { plans?: readonly PlanLike[]; currency?: string } | undefined,
  options: { tier: IndividualPlanTier; period: 'monthly' | 'yearly'; locale?: string },
): string {
  const plan = planForTier(pricing?.plans, options.tier);
  const amount = Number(options.period === 'monthly' ? plan?.priceMonthly : plan?.priceYearly);
  if (!plan || !pricing?.currency || !Number.isFinite(amount)) return fallbackPrice(options.tier, options.period);
  return formatCurrency(amount, pricing.currency, options.locale);
}

/** SPEC §2: the VAT percentage to one decimal, only when above 0. */
export function vatPercentage(vatRate: number | undefined, locale?: string): string | undefined {
  if (vatRate === undefined || !(vatRate > 0)) return undefined;
  return formatNumber(vatRate, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** SPEC §2: what the detection was based on, as the dialog words it. */
export const detectionSourceText: Record<DetectionSource | 'automatic', { key: string; text: string }> = {
  ip: { key: 'localization.detectedByIp', text: 'We detected your location from your IP address' },
  browser: { key: 'localization.detectedByBrowser', text: 'We detected your location from your browser location' },
  fallback: { key: 'localization.detectedByDefault', text: 'We are using default settings' },
  automatic: { key: 'localization.detectedAutomatically', text: 'We detected your location automatically' },
};

/** The local time in a timezone; the browser's own time when the zone is unknown. */
export function localTime(now: Date, timezone: string, locale?: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: timezone }).format(now);
  } catch {
    return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(now);
  }
}
