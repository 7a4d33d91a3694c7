import { paths } from '@koinonia/shell-contract';
import { featurePageIds, sitePath } from '@koinonia/i18n/site';
import { useCopy, useSite } from '../../site/site-context';
import { MarketingSections } from '../../site/sections/MarketingSections';
import { Claims } from '../../site/sections/Claims';
import { PrivacyPromise } from '../../site/sections/PrivacyPromise';

/** /landing, and / for visitors: what Koinonia is, for whom, and how a church starts (SPEC §1, §2). */
export function LandingPage() {
  const { language } = useSite();
  const common = useCopy('common');
  const landing = useCopy('landing');
  return (
    <MarketingSections
      copy={landing}
      heroActions={
        <>
          <a className="k-button" href={paths.quickSignup()}>
            {common.nav.getStartedFree}
          </a>
          <a className="k-button k-button-secondary" href="#explore">
            {common.nav.viewFeatures}
          </a>
        </>
      }
    >
      <Claims />
      <section className="k-section" aria-labelledby="explore-title" id="explore">
        <div className="k-container">
          <h2 id="explore-title">{landing.featurePages.title}</h2>
          <ul className="k-cards">
            {featurePageIds.map((feature) => (
              <li key={feature} className="k-card">
                <h3>
                  <a href={sitePath(language, feature)}>{landing.featurePages.items[feature].title}</a>
                </h3>
                <p>{landing.featurePages.items[feature].body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="k-section k-section-alt" aria-labelledby="audiences-title">
        <div className="k-container">
          <h2 id="audiences-title">{landing.audiences.title}</h2>
          <ul className="k-grid">
            {landing.audiences.items.map((audience) => (
              <li key={audience.title} className="k-card">
                <h3>{audience.title}</h3>
                <p>{audience.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <PrivacyPromise />
    </MarketingSections>
  );
}
