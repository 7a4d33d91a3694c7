import styled from 'styled-components';
import { earningEngagementKinds, ENGAGEMENT_POINTS, type EngagementKind } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  dd {
    margin: 0;
    font-weight: 700;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/** What earns points, and how many (the contract's numbers, so the screen says what the service counts). */
export function HowPointsAreEarned() {
  const { t } = useLanguage();
  const labels: Partial<Record<EngagementKind, string>> = {
    reading_day: t('engagement.kind.readingDay', 'Reading a day of a reading plan'),
    journal_entry: t('engagement.kind.journalEntry', 'Saving a journal entry'),
    prayer_shared: t('engagement.kind.prayerShared', 'Sharing a prayer request (anonymous ones earn none)'),
    prayed: t('engagement.kind.prayed', 'Praying for someone’s request'),
    event_attended: t('engagement.kind.eventAttended', 'Being checked in at an event'),
  };
  return (
    <Card aria-labelledby="engagement-how">
      <h2 id="engagement-how">{t('engagement.howTitle', 'How points are earned')}</h2>
      <List>
        {earningEngagementKinds.map((kind) => (
          <div key={kind} style={{ display: 'contents' }}>
            <dt>{labels[kind]}</dt>
            <dd>{t('engagement.plusPoints', '+{count}', { count: ENGAGEMENT_POINTS[kind] })}</dd>
          </div>
        ))}
      </List>
      <Muted>
        {t('engagement.once', 'Each counts once: a day read again or an entry saved again earns nothing more.')}
      </Muted>
    </Card>
  );
}
