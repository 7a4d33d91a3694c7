/**
 * SPEC §9 "Plans": the individual plans, their US-dollar prices and AI candle allotments. The one place
 * these figures live; local prices are derived from them (services/marketing/src/domain/pricing.ts).
 */
export const individualPlanTiers = ['disciple', 'servant', 'torchbearer'] as const;
export type IndividualPlanTier = (typeof individualPlanTiers)[number];

export interface IndividualPlan {
  tier: IndividualPlanTier;
  name: string;
  /** Monthly price in US dollars; 0 is free, no card needed. */
  usdMonthly: number;
  aiCandlesPerMonth: number;
}

/** Everyone's plan until they choose another: Disciple is free, no card needed (SPEC §9). */
export const DEFAULT_PLAN_TIER: IndividualPlanTier = 'disciple';

/** SPEC §6: each individual plan holds everything of the plans below it (Servant adds to Disciple, Torchbearer to Servant). */
export function includesPlanTier(held: IndividualPlanTier | null | undefined, needed: IndividualPlanTier): boolean {
  return individualPlanTiers.indexOf(held ?? DEFAULT_PLAN_TIER) >= individualPlanTiers.indexOf(needed);
}

export const isIndividualPlanTier = (value: unknown): value is IndividualPlanTier =>
  typeof value === 'string' && (individualPlanTiers as readonly string[]).includes(value);

export const individualPlans: Readonly<Record<IndividualPlanTier, IndividualPlan>> = {
  disciple: { tier: 'disciple', name: 'Disciple', usdMonthly: 0, aiCandlesPerMonth: 250 },
  servant: { tier: 'servant', name: 'Servant', usdMonthly: 5, aiCandlesPerMonth: 500 },
  torchbearer: { tier: 'torchbearer', name: 'Torchbearer', usdMonthly: 10, aiCandlesPerMonth: 1_000 },
};

/** The church plans with a list price; Enterprise is priced by contact and is not listed. */
export const pricedChurchPlanTiers = ['church_basic', 'church_standard'] as const;
export type PricedChurchPlanTier = (typeof pricedChurchPlanTiers)[number];

export const churchPlanTiers = [...pricedChurchPlanTiers, 'enterprise'] as const;
export type ChurchPlanTier = (typeof churchPlanTiers)[number];

export interface ChurchPlan {
  tier: ChurchPlanTier;
  name: string;
  /** Monthly price in US dollars; null for Enterprise, which is priced by contact. */
  usdMonthly: number | null;
  aiCandlesPerMonth: number;
}

/** The priced plans' usdMonthly stays a number in their type, so prices are derived without a null check. */
export const churchPlans = {
  church_basic: { tier: 'church_basic', name: 'Church Basic', usdMonthly: 50, aiCandlesPerMonth: 5_000 },
  church_standard: { tier: 'church_standard', name: 'Church Standard', usdMonthly: 100, aiCandlesPerMonth: 10_000 },
  enterprise: { tier: 'enterprise', name: 'Enterprise', usdMonthly: null, aiCandlesPerMonth: 10_000 },
} as const satisfies Readonly<Record<ChurchPlanTier, ChurchPlan>>;

/** A yearly subscription costs ten months: two months free. */
export const MONTHS_CHARGED_PER_YEAR = 10;
