import styled from 'styled-components';
import { engagementPeriods, type EngagementPeriod } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';

/** Three equal choices side by side; on a phone they share the width. */
const Group = styled.div`
  display: inline-grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone - 1}px) {
    display: grid;
    inline-size: 100%;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  overflow: hidden;
`;

const Choice = styled.button`
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone - 1}px) {
    padding-inline: ${({ theme }) => theme.space(1)};
  }
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  & + & {
    border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** This week / This month / All time: the chosen one pressed. */
export function PeriodTabs({
  period,
  onChange,
}: {
  period: EngagementPeriod;
  onChange(period: EngagementPeriod): void;
}) {
  const { t } = useLanguage();
  const labels: Record<EngagementPeriod, string> = {
    week: t('engagement.period.week', 'This week'),
    month: t('engagement.period.month', 'This month'),
    all: t('engagement.period.all', 'All time'),
  };
  return (
    <Group role="group" aria-label={t('engagement.period.label', 'Period')}>
      {engagementPeriods.map((choice) => (
        <Choice key={choice} type="button" aria-pressed={choice === period} onClick={() => onChange(choice)}>
          {labels[choice]}
        </Choice>
      ))}
    </Group>
  );
}
