import { boostPacks, boostPackSizes, churchLoyaltyRewards, LOYALTY_INTERVAL_MONTHS } from './boost-packs';
import { pricedChurchPlanTiers } from './plans';

describe('boost packs and loyalty candles (SPEC §9)', () => {
  it('offers S, M and L: 500 candles for $3, 1,500 for $8, 5,000 for $20', () => {
    expect(boostPackSizes.map((size) => boostPacks[size])).toEqual([
      { size: 'S', candles: 500, usdPrice: 3 },
      { size: 'M', candles: 1_500, usdPrice: 8 },
      { size: 'L', candles: 5_000, usdPrice: 20 },
    ]);
  });

  it('gives a larger pack more candles per dollar', () => {
    const perDollar = boostPackSizes.map((size) => boostPacks[size].candles / boostPacks[size].usdPrice);
    expect([...perDollar].sort((a, b) => a - b)).toEqual(perDollar);
  });

  it('grants Shepherd 2,500 and Beacon 5,000 loyalty candles every 6 months, each to a listed church plan', () => {
    expect(LOYALTY_INTERVAL_MONTHS).toBe(6);
    expect(churchLoyaltyRewards.shepherd).toMatchObject({ name: 'Shepherd', planTier: 'church_basic', candles: 2_500 });
    expect(churchLoyaltyRewards.beacon).toMatchObject({ name: 'Beacon', planTier: 'church_standard', candles: 5_000 });
    for (const reward of Object.values(churchLoyaltyRewards)) expect(pricedChurchPlanTiers).toContain(reward.planTier);
  });
});
