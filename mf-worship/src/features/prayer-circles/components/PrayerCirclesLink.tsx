import { Link } from 'react-router-dom';
import { paths, useLanguage } from '@koinonia/shell-contract';

/** A link to the reader's prayer circles, for another screen to show (the prayer wall's, handed in by the section). */
export function PrayerCirclesLink() {
  const { t } = useLanguage();
  return <Link to={paths.prayerCircles()}>{t('circles.title', 'Prayer circles')}</Link>;
}
