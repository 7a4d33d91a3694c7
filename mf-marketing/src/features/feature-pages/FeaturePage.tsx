import { featurePageIds, isFeaturePage, sitePath } from '@koinonia/i18n/site';
import { useCopy, useSite } from '../../site/site-context';
import { MarketingSections } from '../../site/sections/MarketingSections';
import { PrivacyPromise } from '../../site/sections/PrivacyPromise';

/** The five feature pages (/features/prayer-wall … and their localized slugs): one layout, their own copy. */
export function FeaturePage() {
  const { language, page } = useSite();
  const common = useCopy('common');
  const features = useCopy('features');
  if (!isFeaturePage(page)) throw new Error(`${page} is not a feature page`);
  const others = featurePageIds.filter((feature) => feature !== page);
  return (
    <MarketingSections copy={features[page]}>
      <PrivacyPromise />
      <section className="k-section" aria-labelledby="more-features-title">
        <div className="k-container">
          <h2 id="more-features-title">{common.nav.viewFeatures}</h2>
          <ul className="k-cards">
            {others.map((feature) => (
              <li key={feature} className="k-card">
                <h3>
                  <a href={sitePath(language, feature)}>{common.pages[feature]}</a>
                </h3>
                <p>{features[feature].hero.subtitle}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </MarketingSections>
  );
}
