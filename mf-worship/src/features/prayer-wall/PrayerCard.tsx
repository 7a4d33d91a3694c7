import styled from 'styled-components';
import type { Prayer } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';

const Badge = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Meta = styled(Muted)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
  margin-top: ${({ theme }) => theme.space(2)};
`;

export function PrayerCard({ prayer }: { prayer: Prayer }) {
  const { t, code } = useLanguage();
  const date = new Date(prayer.createdAt).toLocaleDateString(code, { day: 'numeric', month: 'short' });
  return (
    <Card as="article" aria-labelledby={`prayer-${prayer.id}`}>
      <h2 id={`prayer-${prayer.id}`} style={{ margin: 0, fontSize: '1.125rem' }}>
        {prayer.title}
      </h2>
      <p>{prayer.body}</p>
      <Meta as="div">
        <span>{prayer.authorName ?? t('prayer.anonymous', 'Anonymous')}</span>
        <span>{date}</span>
        <span>
          {prayer.prayerCount} {t('prayer.praying', 'praying')}
        </span>
        {prayer.visibility === 'private' ? <Badge>{t('prayer.private', 'Private')}</Badge> : null}
        {prayer.answered ? <Badge>{t('prayer.answered', 'Answered')}</Badge> : null}
      </Meta>
    </Card>
  );
}
