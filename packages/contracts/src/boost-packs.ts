/**
 * SPEC §9 "Plans": the boost packs S, M and L (one-off AI candle top-ups that never expire) and the church
 * loyalty rewards. The spec names the packs but not their sizes or prices; these are ours, and this file is
 * the one place they live. Plain constants without zod: the public site's client imports them and stays small.
 */
import type { ChurchPlanTier } from './plans';

export const boostPackSizes = ['S', 'M', 'L'] as const;
export type BoostPackSize = (typeof boostPackSizes)[number];

export interface BoostPack {
  size: BoostPackSize;
  /** AI candles added once; unlike plan candles they do not expire at the end of the month. */
  candles: number;
  /** One-off price in US dollars; local prices are derived from it like plan prices. */
  usdPrice: number;
}

export const boostPacks: Readonly<Record<BoostPackSize, BoostPack>> = {
  S: { size: 'S', candles: 500, usdPrice: 3 },
  M: { size: 'M', candles: 1_500, usdPrice: 8 },
  L: { size: 'L', candles: 5_000, usdPrice: 20 },
};

/** SPEC §9: loyalty candles are granted to churches every 6 months. */
export const LOYALTY_INTERVAL_MONTHS = 6;

export const churchLoyaltyRewardNames = ['shepherd', 'beacon'] as const;
export type ChurchLoyaltyRewardName = (typeof churchLoyaltyRewardNames)[number];

export interface ChurchLoyaltyReward {
  reward: ChurchLoyaltyRewardName;
  name: string;
  /** The church plan whose subscribers earn the reward (SPEC §9 leaves this mapping open; it is ours). */
  planTier: ChurchPlanTier;
  /** Candles granted every LOYALTY_INTERVAL_MONTHS months. */
  candles: number;
}

export const churchLoyaltyRewards: Readonly<Record<ChurchLoyaltyRewardName, ChurchLoyaltyReward>> = {
  shepherd: { reward: 'shepherd', name: 'Shepherd', planTier: 'church_basic', candles: 2_500 },
  beacon: { reward: 'beacon', name: 'Beacon', planTier: 'church_standard', candles: 5_000 },
};
