import styled from 'styled-components';
import type { Prayer } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Muted, Stack } from '@koinonia/ui';
import { SectionHeading, UserText } from './parts';

const Meta = styled(Muted)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
`;

/**
 * A request in a circle's feed, when the section does not hand in the prayer wall's own card: its words, who
 * shared it, when, and how many pray.
 */
export function CirclePrayerCard({ prayer }: { prayer: Prayer }) {
  const { t, code } = useLanguage();
  const date = new Date(prayer.createdAt).toLocaleDateString(code, { day: 'numeric', month: 'short' });
  return (
    <Card as="article" aria-labelledby={`circle-prayer-${prayer.id}`}>
      <Stack $gap={2}>
        <SectionHeading id={`circle-prayer-${prayer.id}`} dir="auto">
          {prayer.title}
        </SectionHeading>
        <UserText dir="auto">{prayer.body}</UserText>
        <Meta as="div">
          <bdi>{prayer.authorName ?? t('prayer.anonymous', 'Anonymous')}</bdi>
          <time dateTime={prayer.createdAt}>{date}</time>
          <span>{t('prayer.prayingCount', '{count} praying', { count: prayer.prayerCount })}</span>
        </Meta>
      </Stack>
    </Card>
  );
}
