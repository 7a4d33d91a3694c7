import { sitePath } from '@koinonia/i18n/site';
import { useCopy, useSite } from '../site-context';

/** SPEC §2: every marketing page links back to home. */
export function BackToHome() {
  const { language } = useSite();
  const common = useCopy('common');
  return (
    <a className="k-back" href={sitePath(language, 'landing')}>
      <span className="k-arrow" aria-hidden="true">
        ←
      </span>{' '}
      {common.nav.backToHome}
    </a>
  );
}
