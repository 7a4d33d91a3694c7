import { QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Card, Columns, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useCurrentCheckin } from './api';
import { CheckinForm } from './components/CheckinForm';
import { CheckinHistory } from './components/CheckinHistory';

/** /weekly-checkin (SPEC §2): a weekly spiritual check-in form with history. */
export default function WeeklyCheckinPage() {
  const { t } = useLanguage();
  const current = useCurrentCheckin();
  return (
    <Stack>
      <div>
        <PageTitle>{t('checkin.title', 'Weekly check-in')}</PageTitle>
        <Muted>{t('checkin.intro', 'Take a moment each week to look back on your walk with God.')}</Muted>
      </div>
      <Columns>
        <Card as="section" aria-labelledby="checkin-this-week">
          <Stack>
            <h2 id="checkin-this-week">{t('checkin.thisWeek', 'This week')}</h2>
            {current.isPending ? (
              <LoadingState label={t('checkin.loading', "Loading this week's check-in")} />
            ) : current.isError ? (
              <QueryErrorState error={current.error} onRetry={() => void current.refetch()} />
            ) : (
              // Keyed by the saved check-in, so the form starts from what the server holds.
              <CheckinForm key={current.data?.id ?? 'new'} current={current.data} />
            )}
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="checkin-history">
          <Stack>
            <h2 id="checkin-history">{t('checkin.history', 'History')}</h2>
            <CheckinHistory />
          </Stack>
        </Card>
      </Columns>
    </Stack>
  );
}
