import { z } from 'zod';

/** "last30DaysCents" of the giving summary covers this many days. */
export const GIVING_RECENT_DAYS = 30;

/** ISO 4217 code, e.g. USD. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code like USD');

/** Without a currency the summary is in the currency most of the church's gifts were made in. */
export const givingSummaryQuerySchema = z.strictObject({ currency: currencyCodeSchema.optional() });

/** SPEC §1 "online giving with donor analytics": the church's totals in one currency. */
export const givingSummarySchema = z.object({
  currency: currencyCodeSchema,
  totalCents: z.number().int(),
  donationCount: z.number().int(),
  donorCount: z.number().int(),
  byFund: z.array(z.object({ fund: z.string(), totalCents: z.number().int() })),
  last30DaysCents: z.number().int(),
});
export type GivingSummary = z.infer<typeof givingSummarySchema>;
