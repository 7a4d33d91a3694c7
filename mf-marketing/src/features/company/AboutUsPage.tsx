import { useCopy } from '../../site/site-context';
import { MarketingSections } from '../../site/sections/MarketingSections';
import { Claims } from '../../site/sections/Claims';
import { PrivacyPromise } from '../../site/sections/PrivacyPromise';

/** /about-us: why Koinonia exists and how it is built (SPEC §2 company page). */
export function AboutUsPage() {
  const company = useCopy('company');
  return (
    <MarketingSections copy={company.aboutUs}>
      <Claims />
      <PrivacyPromise />
    </MarketingSections>
  );
}
