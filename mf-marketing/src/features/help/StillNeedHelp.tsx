import { sitePath } from '@koinonia/i18n/site';
import { useCopy, useSite } from '../../site/site-context';

/** Where the FAQ and help docs send a visitor whose answer is not there. */
export function StillNeedHelp() {
  const { language } = useSite();
  const common = useCopy('common');
  const { stillNeedHelp } = useCopy('help');
  return (
    <section className="k-section k-cta" aria-labelledby="still-need-help-title">
      <div className="k-container">
        <h2 id="still-need-help-title">{stillNeedHelp.title}</h2>
        <p className="k-lead">{stillNeedHelp.body}</p>
        <div className="k-actions">
          <a className="k-button" href={sitePath(language, 'support')}>
            {common.pages.support}
          </a>
          <a className="k-button k-button-secondary" href={sitePath(language, 'contactUs')}>
            {common.pages.contactUs}
          </a>
        </div>
      </div>
    </section>
  );
}
