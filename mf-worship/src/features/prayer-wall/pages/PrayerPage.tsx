import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths, QueryErrorState, SectionNotFound, useLanguage } from '@koinonia/shell-contract';
import { EmptyState, LoadingState, Stack } from '@koinonia/ui';
import { usePrayer } from '../api';
import { Comments } from '../components/Comments';
import { Intercessors } from '../components/Intercessors';
import { PrayerActions } from '../components/PrayerActions';
import { PrayerCard } from '../components/PrayerCard';
import { PrayerForm } from '../components/PrayerForm';

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;
/** A request's id is a UUID: any other path below /prayer-wall is a page that does not exist. */
const isPrayerId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** /prayer-wall/:prayerId: one request with who prayed and its comments (where a notification leads). */
export function PrayerPage() {
  const { prayerId = '' } = useParams();
  return isPrayerId(prayerId) ? <OnePrayer prayerId={prayerId} /> : <SectionNotFound />;
}

function OnePrayer({ prayerId }: { prayerId: string }) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const prayer = usePrayer(prayerId);
  const [editing, setEditing] = useState(false);
  const back = <Link to={paths.prayerWall()}>{t('prayer.backToWall', 'Back to the prayer wall')}</Link>;

  if (prayer.isPending) return <LoadingState />;
  if (prayer.isError) {
    return (
      <Stack>
        {back}
        {isNotFound(prayer.error) ? (
          <EmptyState title={t('prayer.notFoundTitle', 'This request is not here')}>
            {t('prayer.notFoundBody', 'It may have been deleted, or it is private.')}
          </EmptyState>
        ) : (
          <QueryErrorState error={prayer.error} onRetry={() => void prayer.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <Stack>
      {back}
      {editing ? (
        <PrayerForm prayer={prayer.data} onDone={() => setEditing(false)} />
      ) : (
        <PrayerCard
          prayer={prayer.data}
          actions={
            <PrayerActions
              prayer={prayer.data}
              onEdit={() => setEditing(true)}
              onRemoved={() => navigate(paths.prayerWall())}
            />
          }
        />
      )}
      <Intercessors prayerId={prayer.data.id} />
      <Comments prayer={prayer.data} />
    </Stack>
  );
}
