import { sitePath } from '@koinonia/i18n/site';
import { useCopy, useSite } from '../site-context';

/** The privacy-first promise (SPEC §1): no ad tracking, no data resale. */
export function PrivacyPromise() {
  const { language } = useSite();
  const common = useCopy('common');
  return (
    <section className="k-section" aria-labelledby="privacy-title">
      <div className="k-container k-privacy">
        <h2 id="privacy-title">{common.privacy.title}</h2>
        <p>{common.privacy.body}</p>
        <ul className="k-checklist">
          {common.privacy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <a href={sitePath(language, 'privacyPolicy')}>{common.pages.privacyPolicy}</a>
      </div>
    </section>
  );
}
