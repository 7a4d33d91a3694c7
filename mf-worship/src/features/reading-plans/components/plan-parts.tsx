import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatBibleReference,
  individualPlans,
  type IndividualPlanTier,
  type ReadingPassage,
  type ReadingStreak,
} from '@koinonia/contracts';
import { paths, useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';
import { useBookNames } from '../../../shared/book-names';

export const Badge = styled.span`
  display: inline-block;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The day's passages written in the reader's language ("Genèse 1–2, Matthieu 1"). */
export function usePassageText() {
  const bookNames = useBookNames();
  return (passages: readonly ReadingPassage[]) =>
    passages.map((passage) => formatBibleReference(passage, { bookNames })).join(', ');
}

/** "3-day streak", or nothing while no streak runs (a "0-day streak" tells nobody anything). */
export function StreakText({ streak }: { streak: ReadingStreak }) {
  const { t } = useLanguage();
  if (streak.current === 0) return null;
  return (
    <span>
      {streak.current === 1
        ? t('plans.streakOne', '1-day streak')
        : t('plans.streak', '{count}-day streak', { count: streak.current })}
      {streak.longest > streak.current
        ? ` · ${t('plans.longestStreak', 'longest {count}', { count: streak.longest })}`
        : null}
    </span>
  );
}

/** How far through a plan: a bar with its text, read by screen readers as a progress bar. */
const Bar = styled.progress`
  inline-size: 100%;
  block-size: 0.5rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export function ProgressBar({ read, total }: { read: number; total: number }) {
  const { t } = useLanguage();
  const label = t('plans.daysRead', '{read} of {total} days read', { read, total });
  return (
    <div>
      <Bar max={total} value={read} aria-label={label} />
      <Muted>{label}</Muted>
    </div>
  );
}

/**
 * What a plan needs that the member's plan does not include (SPEC §6, §9), and where to choose it: the pricing page.
 */
export function UpsellNotice({ tier, children }: { tier: IndividualPlanTier; children?: string }) {
  const { t } = useLanguage();
  const name = individualPlans[tier].name;
  return (
    <Card role="note" aria-label={t('plans.upsellLabel', 'Needs the {plan} plan', { plan: name })}>
      <strong>{t('plans.upsellTitle', 'Included with {plan}', { plan: name })}</strong>
      <Muted>{children ?? t('plans.upsellBody', 'Upgrade to {plan} to start this plan.', { plan: name })}</Muted>
      <Link to={paths.pricing()}>{t('plans.comparePlans', 'Compare plans')}</Link>
    </Card>
  );
}
