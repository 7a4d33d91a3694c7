import { paths } from '@koinonia/shell-contract';
import { featurePageIds, sitePath } from '@koinonia/i18n/site';
import { useCopy, useSite } from '../site-context';
import { Dropdown } from './Dropdown';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeToggle } from './ThemeToggle';
import { BrandMark } from './BrandMark';

/** SPEC §2 navigation: features, company, sign in and get started free, on every public page. */
export function SiteHeader() {
  const { language, page } = useSite();
  const common = useCopy('common');
  const link = (target: Parameters<typeof sitePath>[1]) => ({
    href: sitePath(language, target),
    'aria-current': target === page ? ('page' as const) : undefined,
  });
  return (
    <header className="k-header">
      <div className="k-container k-header-row">
        <a className="k-brand" href={sitePath(language, 'landing')}>
          <BrandMark />
          <span>{common.siteName}</span>
        </a>
        <nav className="k-nav" aria-label={common.nav.mainNavigation}>
          <ul>
            <li>
              <Dropdown label={common.nav.features}>
                {featurePageIds.map((feature) => (
                  <li key={feature}>
                    <a {...link(feature)}>{common.pages[feature]}</a>
                  </li>
                ))}
              </Dropdown>
            </li>
            <li>
              <a {...link('pricing')}>{common.nav.pricing}</a>
            </li>
            <li>
              <Dropdown label={common.nav.company}>
                {(['aboutUs', 'candlesInfo', 'contactUs', 'faq', 'helpDocs', 'support'] as const).map((target) => (
                  <li key={target}>
                    <a {...link(target)}>{common.pages[target]}</a>
                  </li>
                ))}
              </Dropdown>
            </li>
          </ul>
        </nav>
        <div className="k-header-actions">
          <LanguageSwitcher />
          <ThemeToggle />
          <a className="k-link-button" href={paths.login()}>
            {common.nav.signIn}
          </a>
          <a className="k-button" href={paths.quickSignup()}>
            {common.nav.getStartedFree}
          </a>
        </div>
      </div>
    </header>
  );
}
