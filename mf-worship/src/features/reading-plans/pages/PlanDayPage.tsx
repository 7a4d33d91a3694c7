import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatBibleReference, readingPlanEndpoints, type ReadingPlanDay } from '@koinonia/contracts';
import { paths, QueryErrorState, useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Card, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useMarkDay, usePlanAction, usePlanDay, usePlanProgress, useReadingPlan } from '../api';
import { Row, StreakText, UpsellNotice } from '../components/plan-parts';
import { useBookNames } from '../../../shared/book-names';

const Passages = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Questions = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const DayNav = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The day's devotion: what the passages are about, questions to reflect on, a prayer prompt. */
function Devotion({ day }: { day: ReadingPlanDay }) {
  const { t } = useLanguage();
  return (
    <Card as="section" aria-labelledby="devotion-title">
      <Stack $gap={3}>
        <h2 id="devotion-title" dir="auto">
          {day.devotion.title}
        </h2>
        <Muted dir="auto">{day.devotion.context}</Muted>
        <h3>{t('plans.reflect', 'Reflect')}</h3>
        <Questions>
          {day.devotion.reflection.map((question) => (
            <li key={question} dir="auto">
              {question}
            </li>
          ))}
        </Questions>
        <h3>{t('plans.pray', 'Pray')}</h3>
        <p dir="auto">{day.devotion.prayer}</p>
      </Stack>
    </Card>
  );
}

/**
 * /bible-reading/plans/:planId/days/:day: the day's passages (each opens the Bible reader there), its devotion, mark
 * it read (or not), journal on it, and the days before and after.
 */
export function PlanDayPage() {
  const params = useParams();
  const planId = params.planId ?? '';
  const dayNumber = Number(params.day);
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const bookNames = useBookNames();
  const plan = useReadingPlan(planId);
  const day = usePlanDay(planId, dayNumber);
  const progress = usePlanProgress(planId);
  const mark = useMarkDay();
  const start = usePlanAction(readingPlanEndpoints.start);
  const failed = plan.error ?? day.error ?? progress.error;
  if (failed)
    return (
      <QueryErrorState
        error={failed}
        onRetry={() => void Promise.all([plan.refetch(), day.refetch(), progress.refetch()])}
      />
    );
  if (!plan.data || !day.data || !progress.data) return <LoadingState />;
  const following = progress.data.status !== 'not_started';
  const firstPassage = day.data.passages[0];
  return (
    <Stack $gap={5}>
      <div>
        <Link to={paths.readingPlan(planId)}>
          <bdi>{day.data.planTitle}</bdi>
        </Link>
        <PageTitle>{t('plans.dayOf', 'Day {day} of {total}', { day: dayNumber, total: day.data.totalDays })}</PageTitle>
      </div>
      <section aria-labelledby="passages-title">
        <h2 id="passages-title">{t('plans.todaysPassages', 'Passages')}</h2>
        <Passages>
          {day.data.passages.map((passage) => (
            <li key={`${passage.book}-${passage.chapter}`}>
              <Link to={paths.bibleChapter(passage.book, passage.chapter)}>
                {t('plans.readPassage', 'Read {reference}', {
                  reference: formatBibleReference(passage, { bookNames }),
                })}
              </Link>
            </li>
          ))}
        </Passages>
      </section>
      <Devotion day={day.data} />
      <Card as="section" aria-label={t('plans.yourReading', 'Your reading')}>
        <Stack $gap={3}>
          {!following && plan.data.locked ? <UpsellNotice tier={plan.data.requiredTier} /> : null}
          {!following && !plan.data.locked ? (
            <div>
              <Muted>{t('plans.startToTrack', 'Start this plan to keep track of the days you read.')}</Muted>
              <Button type="button" disabled={start.isPending} onClick={() => start.mutate(planId)}>
                {t('plans.start', 'Start this plan')}
              </Button>
            </div>
          ) : null}
          {following && day.data.readOn === null ? (
            <Button
              type="button"
              disabled={mark.isPending}
              onClick={() => mark.mutate({ planId, day: dayNumber, read: true })}
            >
              {t('plans.markRead', 'Mark as read')}
            </Button>
          ) : null}
          {following && day.data.readOn !== null ? (
            <Row>
              <strong role="status">{t('plans.readOn', 'Read on {date}', { date: day.data.readOn })}</strong>
              <Button
                type="button"
                $variant="secondary"
                disabled={mark.isPending}
                onClick={() => mark.mutate({ planId, day: dayNumber, read: false })}
              >
                {t('plans.markUnread', 'Mark as unread')}
              </Button>
            </Row>
          ) : null}
          {following ? <StreakText streak={progress.data.streak} /> : null}
          {(mark.error ?? start.error) ? <Alert>{messageOf(mark.error ?? start.error)}</Alert> : null}
          {firstPassage ? (
            <Link to={paths.journalOn(formatBibleReference(firstPassage))}>
              {t('plans.journal', 'Journal on this passage')}
            </Link>
          ) : null}
        </Stack>
      </Card>
      <DayNav aria-label={t('plans.dayNavigation', 'Other days')}>
        {dayNumber > 1 ? (
          <Link to={paths.readingPlanDay(planId, dayNumber - 1)}>{t('plans.previousDay', 'Previous day')}</Link>
        ) : (
          <span />
        )}
        {dayNumber < day.data.totalDays ? (
          <Link to={paths.readingPlanDay(planId, dayNumber + 1)}>{t('plans.nextDay', 'Next day')}</Link>
        ) : null}
      </DayNav>
    </Stack>
  );
}
