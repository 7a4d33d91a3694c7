import { Link } from 'react-router-dom';
import type { FollowedReadingPlan } from '@koinonia/contracts';
import { paths, QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Card, LoadingState, Muted, Stack } from '@koinonia/ui';
import { useMyPlans, usePlanDay } from '../api';
import { Row, StreakText, usePassageText } from './plan-parts';

/** The plan home shows: the one read most recently that is not finished, else the most recent. */
const currentPlan = (items: readonly FollowedReadingPlan[]) =>
  items.find((item) => item.progress.status === 'active') ??
  items.find((item) => item.progress.status !== 'not_started');

function TodayInPlan({ followed }: { followed: FollowedReadingPlan }) {
  const { t } = useLanguage();
  const passageText = usePassageText();
  const { plan, progress } = followed;
  const todayDay = progress.todayDay ?? 1;
  const day = usePlanDay(plan.id, todayDay);
  const readToday = progress.daysRead.includes(todayDay);
  return (
    <Stack $gap={2}>
      <div>
        <Link to={paths.readingPlan(plan.id)}>
          <bdi>{plan.title}</bdi>
        </Link>
        <Muted>{t('plans.dayOf', 'Day {day} of {total}', { day: todayDay, total: progress.totalDays })}</Muted>
      </div>
      {day.data ? <strong>{passageText(day.data.passages)}</strong> : day.isError ? null : <LoadingState />}
      <Row>
        <Link to={paths.readingPlanDay(plan.id, todayDay)}>
          {readToday
            ? t('plans.todayDone', 'Read today ✓ — open it again')
            : t('plans.readToday', 'Read today’s passage')}
        </Link>
        <StreakText streak={progress.streak} />
      </Row>
      {progress.daysBehind.length > 0 ? (
        <Muted>{t('plans.behindCount', 'Days behind: {count}', { count: progress.daysBehind.length })}</Muted>
      ) : null}
    </Stack>
  );
}

/** Home's "today's reading & streak": the plan the member follows, or an invitation to start one. */
export function TodaysReading() {
  const { t } = useLanguage();
  const mine = useMyPlans();
  let body;
  if (mine.isPending) body = <LoadingState />;
  else if (mine.isError) body = <QueryErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  else {
    const followed = currentPlan(mine.data.items);
    body = followed ? (
      <TodayInPlan followed={followed} />
    ) : (
      <Stack $gap={2}>
        <Muted>
          {t('plans.inviteBody', 'Follow a reading plan to read a little of the Bible each day, with a devotion.')}
        </Muted>
        <Link to={paths.readingPlans()}>{t('plans.browse', 'Browse reading plans')}</Link>
      </Stack>
    );
  }
  return (
    <Card as="section" aria-labelledby="todays-reading-title">
      <h2 id="todays-reading-title">{t('plans.todaysReading', 'Today’s reading')}</h2>
      {body}
    </Card>
  );
}
