import { useState } from 'react';
import { ListPage, useLanguage } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { usePrayerWall } from '../api';
import { PrayerActions } from '../components/PrayerActions';
import { PrayerCard } from '../components/PrayerCard';
import { PrayerForm } from '../components/PrayerForm';

/** /prayer-wall and /prayer: the church's requests, newest first, and sharing one (SPEC §1). */
export function PrayerWallPage() {
  const { t } = useLanguage();
  const [sharing, setSharing] = useState(false);
  return (
    <ListPage
      title={t('prayer.wallTitle', 'Prayer Wall')}
      list={usePrayerWall()}
      actions={
        <div style={{ marginBottom: '1rem' }}>
          {sharing ? (
            <PrayerForm onDone={() => setSharing(false)} />
          ) : (
            <Button type="button" onClick={() => setSharing(true)}>
              {t('prayer.shareTitle', 'Share a prayer request')}
            </Button>
          )}
        </div>
      }
      empty={{
        title: t('prayer.emptyTitle', 'No prayer requests yet'),
        body: t('prayer.emptyBody', 'When members of your church share a request, it appears here.'),
      }}
      keyOf={(prayer) => prayer.id}
      renderItem={(prayer) => <PrayerCard prayer={prayer} actions={<PrayerActions prayer={prayer} />} />}
    />
  );
}
