import { churchPlans, individualPlans } from '@koinonia/contracts';
import { paths } from '@koinonia/shell-contract';
import { sitePath } from '@koinonia/i18n/site';
import { useCopy, useFormat, useSite } from '../../site/site-context';
import { MarketingSections } from '../../site/sections/MarketingSections';
import { BoostPackList } from '../../site/plans/BoostPackList';
import { LoyaltyRewards } from '../../site/plans/LoyaltyRewards';

/** /candles-info: what an AI candle is, how many each plan brings, boost packs and loyalty candles (SPEC §1, §9). */
export function CandlesInfoPage() {
  const { language } = useSite();
  const common = useCopy('common');
  const { candlesInfo } = useCopy('company');
  const pricing = useCopy('pricing');
  const format = useFormat();
  const plans = [...Object.values(individualPlans), ...Object.values(churchPlans)];
  return (
    <MarketingSections
      copy={candlesInfo}
      heroActions={
        <>
          <a className="k-button" href={paths.candles()}>
            {common.nav.purchaseCandles}
          </a>
          <a className="k-button k-button-secondary" href={sitePath(language, 'pricing')}>
            {common.nav.pricing}
          </a>
        </>
      }
    >
      <section className="k-section" aria-labelledby="allotments-title">
        <div className="k-container k-prose">
          <h2 id="allotments-title">{candlesInfo.allotments.title}</h2>
          <p>{candlesInfo.allotments.body}</p>
          <table className="k-table">
            <caption className="k-visually-hidden">{candlesInfo.allotments.title}</caption>
            <tbody>
              {plans.map((plan) => (
                <tr key={plan.tier}>
                  <th scope="row">{plan.name}</th>
                  <td>{format(pricing.price.candlesPerMonth, { count: plan.aiCandlesPerMonth })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <BoostPackList />
      <LoyaltyRewards title={candlesInfo.loyalty.title} body={candlesInfo.loyalty.body} />
    </MarketingSections>
  );
}
