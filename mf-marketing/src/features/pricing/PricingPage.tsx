import { useState, type ReactElement } from 'react';
import { churchPlans, individualPlans, type ChurchPlanTier, type IndividualPlanTier } from '@koinonia/contracts';
import { paths } from '@koinonia/shell-contract';
import { sitePath } from '@koinonia/i18n/site';
import { useCopy, useFormat, useSite } from '../../site/site-context';
import { Hero } from '../../site/sections/Hero';
import { Tabs } from '../../site/sections/Tabs';
import { QuestionList } from '../../site/sections/QuestionList';
import { BillingPeriodChoice } from './BillingPeriodChoice';
import { BoostPackList } from '../../site/plans/BoostPackList';
import { PlanCard } from './PlanCard';
import { LoyaltyRewards } from '../../site/plans/LoyaltyRewards';
import { currencyNote, displayPrice, priceForPeriod, type BillingPeriod } from '../../site/plans/price-display';
import { useLocalPrices } from './local-prices';

type Plan = { tier: IndividualPlanTier | ChurchPlanTier; name: string; usdMonthly: number | null; aiCandlesPerMonth: number };
type LocalPlanPrices = { currency: string; plans: ReadonlyArray<{ planTier: string; priceMonthly: number | string; priceYearly: number | string }> };
const planCopyKeys = {
  disciple: 'disciple',
  servant: 'servant',
  torchbearer: 'torchbearer',
  church_basic: 'churchBasic',
  church_standard: 'churchStandard',
  enterprise: 'enterprise',
} as const satisfies Record<Plan['tier'], string>;
/** The plan each tab puts forward. */
const POPULAR: ReadonlySet<string> = new Set(['servant', 'church_standard']);

/** The pricing page: individual and church plans, billing period, boost packs, loyalty and enterprise (SPEC §2, §9). */
export function PricingPage() {
  const { language, formats } = useSite();
  const pricing = useCopy('pricing');
  const format = useFormat();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const local = useLocalPrices();

  const price = (usdMonthly: number, localPlan: { priceMonthly: number | string; priceYearly: number | string } | undefined, currency: string | undefined) => {
    const localAmount = localPlan && Number(period === 'monthly' ? localPlan.priceMonthly : localPlan.priceYearly);
    const usable = currency !== undefined && localAmount !== undefined && Number.isFinite(localAmount);
    return displayPrice({ usd: priceForPeriod(usdMonthly, period), local: usable ? { amount: localAmount, currency } : undefined }, formats);
  };

  /** One tab's cards: each plan after the first includes the one before it. */
  const cards = (plans: readonly Plan[], localPricing: LocalPlanPrices | undefined) =>
    plans.map((plan, index) => {
      const copy = pricing.plans[planCopyKeys[plan.tier]];
      const contact = plan.usdMonthly === null;
      const localPlan = localPricing?.plans.find((entry) => entry.planTier === plan.tier);
      return (
        <PlanCard
          key={plan.tier}
          name={plan.name}
          tagline={copy.tagline}
          features={copy.features}
          includes={plans[index - 1]?.name}
          priceKind={contact ? 'contact' : plan.usdMonthly === 0 ? 'free' : 'priced'}
          price={contact ? undefined : price(plan.usdMonthly ?? 0, localPlan, localPricing?.currency)}
          period={period}
          candlesPerMonth={plan.aiCandlesPerMonth}
          popular={POPULAR.has(plan.tier)}
          action={contact ? { href: sitePath(language, 'enterpriseContact'), label: pricing.contactSales } : { href: paths.quickSignup(), label: pricing.choose }}
        />
      );
    });
  const individualTab = cards(Object.values(individualPlans), local?.individual);
  const churchTab = cards(Object.values(churchPlans), local?.church);

  const note = currencyNote(local?.individual && { ...local.individual, countryCode: local.countryCode }, language, formats);
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
      <LoyaltyRewards title={pricing.loyalty.title} body={pricing.loyalty.body} />
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
