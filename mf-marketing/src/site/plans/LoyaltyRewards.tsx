import { churchLoyaltyRewards } from '@koinonia/contracts';
import { useCopy, useFormat } from '../site-context';

/** SPEC §9: the loyalty candles churches receive every 6 months (Shepherd and Beacon), from packages/contracts. */
export function LoyaltyRewards({ title, body }: { title: string; body: string }) {
  const pricing = useCopy('pricing');
  const format = useFormat();
  return (
    <section className="k-section k-section-alt" aria-labelledby="loyalty-title">
      <div className="k-container k-prose">
        <h2 id="loyalty-title">{title}</h2>
        <p>{body}</p>
        <ul className="k-checklist">
          <li>{format(pricing.loyalty.shepherd, { count: churchLoyaltyRewards.shepherd.candles })}</li>
          <li>{format(pricing.loyalty.beacon, { count: churchLoyaltyRewards.beacon.candles })}</li>
        </ul>
      </div>
    </section>
  );
}
