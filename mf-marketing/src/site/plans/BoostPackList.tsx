import { boostPacks, boostPackSizes } from '@koinonia/contracts';
import { paths } from '@koinonia/shell-contract';
import { useCopy, useFormat, useSite } from '../site-context';
import type { BoostPackPricing } from '@koinonia/contracts';
import { displayPrice } from './price-display';

/** SPEC §2: the add-on boost packs S, M and L, sized and priced in packages/contracts. */
export function BoostPackList({ local }: { local?: BoostPackPricing }) {
  const { formats } = useSite();
  const common = useCopy('common');
  const pricing = useCopy('pricing');
  const format = useFormat();
  return (
    <section className="k-section" aria-labelledby="boost-packs-title">
      <div className="k-container">
        <h2 id="boost-packs-title">{pricing.boostPacks.title}</h2>
        <p className="k-lead">{pricing.boostPacks.body}</p>
        <ul className="k-cards">
          {boostPackSizes.map((size) => {
            const pack = boostPacks[size];
            const localPrice = local?.packs.find((entry) => entry.size === size);
            return (
              <li key={size} className="k-card">
                <h3>{format(pricing.boostPacks.pack, { size })}</h3>
                <p className="k-price">
                  <strong>{displayPrice({ usd: pack.usdPrice, local: localPrice && local && { amount: localPrice.price, currency: local.currency } }, formats)}</strong>
                </p>
                <p>{format(pricing.boostPacks.candles, { count: pack.candles })}</p>
                <p className="k-muted">{pricing.boostPacks.noExpiry}</p>
              </li>
            );
          })}
        </ul>
        <div className="k-actions">
          <a className="k-button" href={paths.candles()}>
            {common.nav.purchaseCandles}
          </a>
        </div>
      </div>
    </section>
  );
}
