import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PrayerCircleSummary } from '@koinonia/contracts';
import { paths, useLanguage } from '@koinonia/shell-contract';
import { Card, Muted, Stack } from '@koinonia/ui';
import { Badge, UserText } from './parts';

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

/** One of the reader's circles in their list: its name (a link to it), description, size, and whether they own it. */
export function CircleCard({ circle }: { circle: PrayerCircleSummary }) {
  const { t } = useLanguage();
  return (
    <Card as="article" aria-labelledby={`circle-${circle.id}`}>
      <Stack $gap={2}>
        <Title>
          <Link id={`circle-${circle.id}`} to={paths.prayerCircle(circle.id)} dir="auto">
            {circle.name}
          </Link>
          {circle.isOwner ? <Badge>{t('circles.owner', 'Owner')}</Badge> : null}
        </Title>
        {circle.description ? <UserText dir="auto">{circle.description}</UserText> : null}
        <Muted>{t('circles.memberCount', 'Members: {count}', { count: circle.memberCount })}</Muted>
      </Stack>
    </Card>
  );
}
