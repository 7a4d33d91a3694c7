import { Link } from 'react-router-dom';
import { paths, QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { LoadingState, Muted, Stack } from '@koinonia/ui';
import { usePrayerWall } from '../api';
import { PrayerCard } from './PrayerCard';

const LATEST_COUNT = 3;

/** The newest requests of the wall, to read at a glance (the dashboard shows them). */
export function LatestPrayers() {
  const { t } = useLanguage();
  const latest = usePrayerWall({ scope: 'all' }, LATEST_COUNT);
  if (latest.isPending) return <LoadingState />;
  if (latest.isError) return <QueryErrorState error={latest.error} onRetry={() => void latest.refetch()} />;
  return (
    <Stack>
      {latest.items.length === 0 ? <Muted>{t('prayer.emptyTitle', 'No prayer requests yet')}</Muted> : null}
      {latest.items.slice(0, LATEST_COUNT).map((prayer) => (
        <PrayerCard linked key={prayer.id} prayer={prayer} />
      ))}
      <Link to={paths.prayerWall()}>{t('prayer.seeWall', 'See the prayer wall')}</Link>
    </Stack>
  );
}
