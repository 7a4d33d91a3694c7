import { featurePageIds, sitePath, type SitePageId } from '@koinonia/i18n/site';
import { useCopy, useFormat, useSite } from '../site-context';
import { BrandMark } from './BrandMark';
import { TextWithLink } from '../sections/TextWithLink';
import { MaxMindLink } from '../sections/MaxMindLink';

const companyPages: readonly SitePageId[] = [
  'aboutUs',
  'pricing',
  'candlesInfo',
  'contactUs',
  'contact',
  'enterpriseContact',
  'support',
  'helpDocs',
  'faq',
];
const legalPages: readonly SitePageId[] = ['privacyPolicy', 'termsOfService'];

/** SPEC §2: footer groups features, company and legal. */
export function SiteFooter({ year }: { year: number }) {
  const { language } = useSite();
  const common = useCopy('common');
  const format = useFormat();
  const group = (title: string, pages: readonly SitePageId[]) => (
    <nav className="k-footer-group" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <a href={sitePath(language, page)}>{common.pages[page]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <footer className="k-footer">
      <div className="k-container k-footer-grid">
        <div className="k-footer-about">
          <a className="k-brand" href={sitePath(language, 'landing')}>
            <BrandMark />
            <span>{common.siteName}</span>
          </a>
          <p>{common.footer.about}</p>
          <p className="k-muted">{common.footer.privacyPromise}</p>
        </div>
        {group(common.footer.featuresTitle, featurePageIds)}
        {group(common.footer.companyTitle, companyPages)}
        {group(common.footer.legalTitle, legalPages)}
      </div>
      <div className="k-container k-footer-bottom">
        <p>{format(common.footer.copyright, { year: String(year) })}</p>
        <p className="k-muted">
          <TextWithLink text={common.footer.geoLiteAttribution} placeholder="link">
            <MaxMindLink />
          </TextWithLink>
        </p>
      </div>
    </footer>
  );
}
