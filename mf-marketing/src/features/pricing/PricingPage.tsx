import { useState, type ReactElement } from 'react';
import { churchLoyaltyRewards, churchPlans, individualPlans, type ChurchPlanTier, type IndividualPlanTier } from '@koinonia/contracts';
import { paths } from '@koinonia/shell-contract';
import { sitePath } from '@koinonia/i18n/site';
import { useCopy, useFormat, useSite } from '../../site/site-context';
import { Hero } from '../../site/sections/Hero';
import { Tabs } from '../../site/sections/Tabs';
import { QuestionList } from '../../site/sections/QuestionList';
import { BillingPeriodChoice } from './BillingPeriodChoice';
import { BoostPackList } from './BoostPackList';
import { PlanCard } from './PlanCard';
import { currencyNote, displayPrice, priceForPeriod, type BillingPeriod } from './price-display';
import { useLocalPrices } from './local-prices';

type PlanCopyKey = 'disciple' | 'servant' | 'torchbearer' | 'churchBasic' | 'churchStandard' | 'enterprise';
const individualCopyKeys: Record<IndividualPlanTier, PlanCopyKey> = { disciple: 'disciple', servant: 'servant', torchbearer: 'torchbearer' };
const churchCopyKeys: Record<ChurchPlanTier, PlanCopyKey> = { church_basic: 'churchBasic', church_standard: 'churchStandard', enterprise: 'enterprise' };
/** The plan each tab puts forward. */
const POPULAR: ReadonlySet<string> = new Set(['servant', 'church_standard']);

/** The pricing page: individual and church plans, billing period, boost packs, loyalty and enterprise (SPEC §2, §9). */
export function PricingPage() {
  const { language } = useSite();
  const pricing = useCopy('pricing');
  const format = useFormat();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const local = useLocalPrices();

  const price = (usdMonthly: number, localPlan: { priceMonthly: number | string; priceYearly: number | string } | undefined, currency: string | undefined) => {
    const localAmount = localPlan && Number(period === 'monthly' ? localPlan.priceMonthly : localPlan.priceYearly);
    const usable = currency !== undefined && localAmount !== undefined && Number.isFinite(localAmount);
    return displayPrice({ usd: priceForPeriod(usdMonthly, period), local: usable ? { amount: localAmount, currency } : undefined }, language);
  };

  const individualTab = (Object.keys(individualPlans) as IndividualPlanTier[]).map((tier, index, tiers) => {
    const plan = individualPlans[tier];
    const copy = pricing.plans[individualCopyKeys[tier]];
    const previous = index > 0 ? individualPlans[tiers[index - 1]!].name : undefined;
    return (
      <PlanCard
        key={tier}
        name={plan.name}
        tagline={copy.tagline}
        features={copy.features}
        includes={previous}
        priceKind={plan.usdMonthly === 0 ? 'free' : 'priced'}
        price={price(plan.usdMonthly, local?.individual?.plans.find((entry) => entry.planTier === tier), local?.individual?.currency)}
        period={period}
        candlesPerMonth={plan.aiCandlesPerMonth}
        popular={POPULAR.has(tier)}
        action={{ href: paths.quickSignup(), label: pricing.choose }}
      />
    );
  });

  const churchTab = (Object.keys(churchPlans) as ChurchPlanTier[]).map((tier, index, tiers) => {
    const plan = churchPlans[tier];
    const copy = pricing.plans[churchCopyKeys[tier]];
    const previous = index > 0 ? churchPlans[tiers[index - 1]!].name : undefined;
    const contact = plan.usdMonthly === null;
    return (
      <PlanCard
        key={tier}
        name={plan.name}
        tagline={copy.tagline}
        features={copy.features}
        includes={previous}
        priceKind={contact ? 'contact' : 'priced'}
        price={contact ? undefined : price(plan.usdMonthly ?? 0, local?.church?.plans.find((entry) => entry.planTier === tier), local?.church?.currency)}
        period={period}
        candlesPerMonth={plan.aiCandlesPerMonth}
        popular={POPULAR.has(tier)}
        action={contact ? { href: sitePath(language, 'enterpriseContact'), label: pricing.contactSales } : { href: paths.quickSignup(), label: pricing.choose }}
      />
    );
  });

  const note = currencyNote(local?.individual && { ...local.individual, countryCode: local.countryCode }, language);
  const tab = (goal: string, cards: ReactElement[]) => (
    <>
      <p className="k-muted">{goal}</p>
      <ul className="k-cards k-plans">{cards}</ul>
    </>
  );

  return (
    <>
      <Hero copy={pricing.hero} />
      <section className="k-section" aria-labelledby="plans-title">
        <div className="k-container">
          <h2 id="plans-title" className="k-visually-hidden">
            {pricing.tabs.label}
          </h2>
          <BillingPeriodChoice value={period} onChange={setPeriod} />
          <Tabs
            label={pricing.tabs.label}
            tabs={[
              { id: 'individual', label: pricing.tabs.individual, panel: tab(pricing.tabs.individualGoal, individualTab) },
              { id: 'church', label: pricing.tabs.church, panel: tab(pricing.tabs.churchGoal, churchTab) },
            ]}
          />
          <p className="k-muted" aria-live="polite">
            {note ? format(pricing.price.shownIn, { currency: note.currencyName, country: note.countryName }) : pricing.price.usdFallback}{' '}
            {note?.vatRate && format(pricing.price.vatIncluded, { rate: note.vatRate })}
          </p>
        </div>
      </section>
      <BoostPackList local={local?.boostPacks} />
      <section className="k-section k-section-alt" aria-labelledby="loyalty-title">
        <div className="k-container k-prose">
          <h2 id="loyalty-title">{pricing.loyalty.title}</h2>
          <p>{pricing.loyalty.body}</p>
          <ul className="k-checklist">
            <li>{format(pricing.loyalty.shepherd, { count: churchLoyaltyRewards.shepherd.candles })}</li>
            <li>{format(pricing.loyalty.beacon, { count: churchLoyaltyRewards.beacon.candles })}</li>
          </ul>
        </div>
      </section>
      <section className="k-section k-cta" aria-labelledby="enterprise-title">
        <div className="k-container">
          <h2 id="enterprise-title">{pricing.enterprise.title}</h2>
          <p className="k-lead">{pricing.enterprise.body}</p>
          <div className="k-actions">
            <a className="k-button" href={sitePath(language, 'enterpriseContact')}>
              {pricing.contactSales}
            </a>
          </div>
        </div>
      </section>
      <section className="k-section" aria-labelledby="pricing-faq-title">
        <div className="k-container k-prose">
          <h2 id="pricing-faq-title">{pricing.faq.title}</h2>
          <QuestionList items={pricing.faq.items} />
        </div>
      </section>
    </>
  );
}
