import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  readingPlanEndpoints,
  type ReadingPlan,
  type ReadingPlanDayOutline,
  type ReadingPlanProgress,
} from '@koinonia/contracts';
import { paths, QueryErrorState, useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Card, ConfirmDialog, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { usePlanAction, usePlanDays, usePlanProgress, useReadingPlan, useStopPlan } from '../api';
import { Badge, ProgressBar, Row, StreakText, UpsellNotice, usePassageText } from '../components/plan-parts';
import { levelLabels } from '../labels';

const DAYS_PAGE = 30;

const DayItems = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const DayItem = styled.li<{ $today: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme, $today }) => ($today ? theme.colors.primary : theme.colors.border)};
`;

/** The plan's days, a page at a time: each a link, its passages, and whether it is read, today's or behind. */
function DayList({
  planId,
  days,
  progress,
}: {
  planId: string;
  days: readonly ReadingPlanDayOutline[];
  progress: ReadingPlanProgress;
}) {
  const { t } = useLanguage();
  const passageText = usePassageText();
  const firstShown = progress.todayDay ? Math.floor((progress.todayDay - 1) / DAYS_PAGE) * DAYS_PAGE : 0;
  const [shown, setShown] = useState(firstShown + DAYS_PAGE);
  const read = new Set(progress.daysRead);
  const behind = new Set(progress.daysBehind);
  return (
    <section aria-labelledby="plan-days-title">
      <h2 id="plan-days-title">{t('plans.days', 'Days')}</h2>
      <DayItems>
        {days.slice(0, shown).map(({ day, passages }) => (
          <DayItem key={day} $today={day === progress.todayDay}>
            <Link to={paths.readingPlanDay(planId, day)}>{t('plans.dayNumber', 'Day {day}', { day })}</Link>
            <span>{passageText(passages)}</span>
            {read.has(day) ? <Badge>✓ {t('plans.read', 'Read')}</Badge> : null}
            {day === progress.todayDay ? <Badge>{t('plans.today', 'Today')}</Badge> : null}
            {behind.has(day) ? <Badge>{t('plans.behind', 'Behind')}</Badge> : null}
          </DayItem>
        ))}
      </DayItems>
      {shown < days.length ? (
        <Button type="button" $variant="secondary" onClick={() => setShown((count) => count + DAYS_PAGE)}>
          {t('plans.moreDays', 'Show more days')}
        </Button>
      ) : null}
    </section>
  );
}

/** Where the member is in the plan: today's day, days read, streak, what is behind (with catch-up), restart, stop. */
function Following({ plan, progress }: { plan: ReadingPlan; progress: ReadingPlanProgress }) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const catchUp = usePlanAction(readingPlanEndpoints.catchUp);
  const restart = usePlanAction(readingPlanEndpoints.restart);
  const stop = useStopPlan();
  const [confirming, setConfirming] = useState<'restart' | 'stop' | null>(null);
  const confirmed = confirming === 'stop' ? stop : restart;
  const failed = catchUp.error;
  return (
    <Card as="section" aria-labelledby="plan-progress-title">
      <h2 id="plan-progress-title">{t('plans.yourProgress', 'Your progress')}</h2>
      <Stack $gap={3}>
        <ProgressBar read={progress.daysRead.length} total={progress.totalDays} />
        <Row>
          {progress.status === 'completed' ? (
            <strong>{t('plans.finished', 'You finished this plan. Well done!')}</strong>
          ) : (
            <>
              <span>
                {t('plans.dayOf', 'Day {day} of {total}', { day: progress.todayDay ?? 1, total: progress.totalDays })}
              </span>
              <Link to={paths.readingPlanDay(plan.id, progress.todayDay ?? 1)}>
                {t('plans.openToday', 'Open today’s reading')}
              </Link>
            </>
          )}
          <StreakText streak={progress.streak} />
        </Row>
        {progress.daysBehind.length > 0 ? (
          <div role="status">
            <strong>{t('plans.behindCount', 'Days behind: {count}', { count: progress.daysBehind.length })}</strong>
            <Muted>
              {t(
                'plans.catchUpHelp',
                'Catch up moves your schedule so that today is day {day}. Or read the days you missed:',
                { day: progress.nextDay ?? 1 },
              )}{' '}
              {progress.daysBehind.slice(0, 10).map((day, index) => (
                <span key={day}>
                  {index > 0 ? ', ' : null}
                  <Link to={paths.readingPlanDay(plan.id, day)}>{t('plans.dayNumber', 'Day {day}', { day })}</Link>
                </span>
              ))}
            </Muted>
            <Button type="button" disabled={catchUp.isPending} onClick={() => catchUp.mutate(plan.id)}>
              {t('plans.catchUp', 'Catch up')}
            </Button>
          </div>
        ) : null}
        {failed ? <Alert>{messageOf(failed)}</Alert> : null}
        <Row>
          <Button type="button" $variant="secondary" onClick={() => setConfirming('restart')}>
            {t('plans.restart', 'Restart plan')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setConfirming('stop')}>
            {t('plans.stop', 'Stop following')}
          </Button>
        </Row>
      </Stack>
      {confirming ? (
        <ConfirmDialog
          title={
            confirming === 'stop'
              ? t('plans.stopTitle', 'Stop following this plan?')
              : t('plans.restartTitle', 'Restart this plan?')
          }
          confirmLabel={confirming === 'stop' ? t('plans.stop', 'Stop following') : t('plans.restart', 'Restart plan')}
          busyLabel={t('plans.working', 'Working…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={confirmed.isPending}
          error={confirmed.error ? messageOf(confirmed.error) : null}
          destructive={confirming === 'stop'}
          onConfirm={() => confirmed.mutate(plan.id, { onSuccess: () => setConfirming(null) })}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {confirming === 'stop'
              ? t('plans.stopBody', 'Your progress in this plan will be deleted.')
              : t('plans.restartBody', 'You start again at day 1 today; the days you read are cleared.')}
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

/** /bible-reading/plans/:planId: the plan, start (or the upsell when locked), the member's progress, and the days. */
export function PlanPage() {
  const { planId = '' } = useParams();
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const plan = useReadingPlan(planId);
  const progress = usePlanProgress(planId);
  const days = usePlanDays(planId);
  const start = usePlanAction(readingPlanEndpoints.start);
  const failed = plan.error ?? progress.error ?? days.error;
  if (failed)
    return (
      <QueryErrorState
        error={failed}
        onRetry={() => void Promise.all([plan.refetch(), progress.refetch(), days.refetch()])}
      />
    );
  if (!plan.data || !progress.data || !days.data) return <LoadingState />;
  const notStarted = progress.data.status === 'not_started';
  return (
    <Stack $gap={5}>
      <div>
        <Link to={paths.readingPlans()}>{t('plans.allPlansLink', 'All reading plans')}</Link>
        <PageTitle>
          <bdi>{plan.data.title}</bdi>
        </PageTitle>
        <Muted dir="auto">{plan.data.description}</Muted>
        <Row>
          <Badge>{t('plans.lengthDays', '{count} days', { count: plan.data.days })}</Badge>
          <Badge>{t('plans.chapters', '{count} chapters', { count: plan.data.chapters })}</Badge>
          {plan.data.level ? (
            <Badge>{t(`plans.level.${plan.data.level}`, levelLabels[plan.data.level])}</Badge>
          ) : (
            <Badge>{t('plans.custom', 'Custom')}</Badge>
          )}
        </Row>
      </div>
      {notStarted && plan.data.locked ? <UpsellNotice tier={plan.data.requiredTier} /> : null}
      {notStarted && !plan.data.locked ? (
        <div>
          <Button type="button" disabled={start.isPending} onClick={() => start.mutate(plan.data.id)}>
            {t('plans.start', 'Start this plan')}
          </Button>
          {start.error ? <Alert>{messageOf(start.error)}</Alert> : null}
        </div>
      ) : null}
      {notStarted ? null : <Following plan={plan.data} progress={progress.data} />}
      <DayList planId={plan.data.id} days={days.data.days} progress={progress.data} />
    </Stack>
  );
}
