import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { individualPlans, type ReadingPlanProgress, type ReadingPlanSummary } from '@koinonia/contracts';
import { paths, useLanguage } from '@koinonia/shell-contract';
import { Card, LockIcon, Muted } from '@koinonia/ui';
import { Badge, ProgressBar, Row, StreakText } from './plan-parts';
import { levelLabels } from '../labels';

const Title = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

const Description = styled(Muted)`
  margin-block: ${({ theme }) => theme.space(1)};
`;

/** One plan in a list: its title (a link to it), what it reads, its length and level, a lock, and the member's progress. */
export function PlanCard({ plan, progress }: { plan: ReadingPlanSummary; progress?: ReadingPlanProgress }) {
  const { t } = useLanguage();
  const headingId = `reading-plan-${plan.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Title id={headingId}>
        <Link to={paths.readingPlan(plan.id)}>
          <bdi>{plan.title}</bdi>
        </Link>
      </Title>
      <Description dir="auto">{plan.description}</Description>
      <Row>
        <Badge>{t('plans.lengthDays', '{count} days', { count: plan.days })}</Badge>
        {plan.level ? (
          <Badge>{t(`plans.level.${plan.level}`, levelLabels[plan.level])}</Badge>
        ) : (
          <Badge>{t('plans.custom', 'Custom')}</Badge>
        )}
        {plan.locked ? (
          <Badge
            aria-label={t('plans.lockedLabel', 'Locked: needs {plan}', {
              plan: individualPlans[plan.requiredTier].name,
            })}
          >
            <LockIcon /> {individualPlans[plan.requiredTier].name}
          </Badge>
        ) : null}
      </Row>
      {progress && progress.status !== 'not_started' ? (
        <div>
          <ProgressBar read={progress.daysRead.length} total={progress.totalDays} />
          <Row>
            {progress.status === 'completed' ? (
              <span>{t('plans.completed', 'Completed')}</span>
            ) : (
              <Link to={paths.readingPlanDay(plan.id, progress.nextDay ?? 1)}>
                {t('plans.continueDay', 'Continue with day {day}', { day: progress.nextDay ?? 1 })}
              </Link>
            )}
            <StreakText streak={progress.streak} />
          </Row>
        </div>
      ) : null}
    </Card>
  );
}
