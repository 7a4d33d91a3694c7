import { ListPage, useLanguage } from '@koinonia/shell-contract';
import { usePrayerWall } from './api';
import { PrayerCard } from './PrayerCard';

/** /prayer-wall: the church's shared prayer requests, newest first (SPEC §1). */
export function PrayerWallPage() {
  const { t } = useLanguage();
  return (
    <ListPage
      title={t('prayer.wallTitle', 'Prayer Wall')}
      list={usePrayerWall()}
      empty={{
        title: t('prayer.emptyTitle', 'No prayer requests yet'),
        body: t('prayer.emptyBody', 'When members of your church share a request, it appears here.'),
      }}
      keyOf={(prayer) => prayer.id}
      renderItem={(prayer) => <PrayerCard prayer={prayer} />}
    />
  );
}
