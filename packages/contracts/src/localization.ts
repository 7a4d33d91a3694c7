import { z } from 'zod';
import { boostPackSizes } from './boost-packs';
import { individualPlanTiers, pricedChurchPlanTiers } from './plans';
import { MAX_RECOMMENDED_LANGUAGES } from './localization-constants';

// The figures live apart from the schemas so the public site's scripts can read them without loading zod.
export * from './localization-constants';

/** An ISO 3166-1 alpha-2 code as the API speaks it: two capital letters. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'A country code is two capital letters, e.g. DE');

/** Whether the runtime's Intl knows the IANA timezone (e.g. Europe/Berlin). */
export function isKnownTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

export const timezoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isKnownTimezone, 'Not a known IANA timezone, e.g. Europe/Berlin');

/** SPEC §3 "Country detection result". */
export const detectedCountrySchema = z.object({
  countryCode: countryCodeSchema,
  countryName: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type DetectedCountry = z.infer<typeof detectedCountrySchema>;

/** GET /api/country/detect: fallback is true (and the country the US) when the caller's IP has no country. */
export const countryDetectionSchema = z.object({ detectedCountry: detectedCountrySchema, fallback: z.boolean() });
export type CountryDetection = z.infer<typeof countryDetectionSchema>;

export const planTierSchema = z.enum(individualPlanTiers);

/** One plan's prices in a country's currency, VAT included. */
const planPriceOf = <Tier extends z.ZodType<string>>(tier: Tier) =>
  z.object({ planTier: tier, priceMonthly: z.number(), priceYearly: z.number() });

/** The currency and VAT every local price list states before its prices; vatRate is a percentage (19 for 19 %). */
const localCurrency = {
  countryCode: countryCodeSchema,
  currency: z.string(),
  currencySymbol: z.string(),
  vatRate: z.number(),
};

/** SPEC §3 "Country pricing": prices in the country's currency, VAT included. */
export const planPriceSchema = planPriceOf(planTierSchema);
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** GET /api/country/pricing/individual/{countryCode}. */
export const countryPricingSchema = z.object({ ...localCurrency, plans: z.array(planPriceSchema) });
export type CountryPricing = z.infer<typeof countryPricingSchema>;

export const churchPlanTierSchema = z.enum(pricedChurchPlanTiers);
export const churchPlanPriceSchema = planPriceOf(churchPlanTierSchema);
export type ChurchPlanPrice = z.infer<typeof churchPlanPriceSchema>;

/** GET /api/country/pricing/church/{countryCode}: the shape of the individual prices, for the listed church plans. */
export const churchCountryPricingSchema = z.object({ ...localCurrency, plans: z.array(churchPlanPriceSchema) });
export type ChurchCountryPricing = z.infer<typeof churchCountryPricingSchema>;

/** One boost pack's one-off price in the country's currency, VAT included. */
export const boostPackPriceSchema = z.object({ size: z.enum(boostPackSizes), candles: z.number().int(), price: z.number() });
export type BoostPackPrice = z.infer<typeof boostPackPriceSchema>;

/** GET /api/country/pricing/boost-packs/{countryCode}. */
export const boostPackPricingSchema = z.object({ ...localCurrency, packs: z.array(boostPackPriceSchema) });
export type BoostPackPricing = z.infer<typeof boostPackPricingSchema>;

/** Lower case is accepted and upper-cased; anything but two letters is malformed (400). */
export const countryPricingParamsSchema = z.strictObject({
  countryCode: z.string().regex(/^[A-Za-z]{2}$/, 'A country code is two letters, e.g. DE'),
});

export const detectionSources = ['ip', 'browser', 'fallback'] as const;
export type DetectionSource = (typeof detectionSources)[number];

/** GET /api/localization/data: the browser's timezone, and its position only when the visitor allowed it. */
export const localizationDataQuerySchema = z
  .strictObject({
    timezone: timezoneSchema.optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), 'Give lat and lon together');
export type LocalizationDataQuery = z.infer<typeof localizationDataQuerySchema>;

export const recommendedLanguageSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  flag: z.string(),
});
export type RecommendedLanguage = z.infer<typeof recommendedLanguageSchema>;

/** SPEC §3 "Localisation data". shouldShowPrompt is the server's part of SPEC §5 (not for the US). */
export const localizationDataSchema = z.object({
  country: detectedCountrySchema.extend({ vatRate: z.number() }),
  pricing: z.object({ plans: z.array(planPriceSchema) }),
  recommendedLanguages: z.array(recommendedLanguageSchema).max(MAX_RECOMMENDED_LANGUAGES),
  timezone: z.string(),
  detectionSource: z.enum(detectionSources),
  shouldShowPrompt: z.boolean(),
});
export type LocalizationData = z.infer<typeof localizationDataSchema>;

/** POST /api/localization/apply (SPEC §4): the choice made in the welcome dialog. */
export const localizationApplySchema = z.strictObject({
  language: z.string().min(2).max(8),
  country: countryCodeSchema,
  timezone: timezoneSchema,
});
export type LocalizationApply = z.infer<typeof localizationApplySchema>;

export const localizationApplyResponseSchema = z.object({ success: z.literal(true) });
export type LocalizationApplyResponse = z.infer<typeof localizationApplyResponseSchema>;
