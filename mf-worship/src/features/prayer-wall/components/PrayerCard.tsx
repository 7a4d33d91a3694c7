import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Prayer } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const Body = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

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
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** One request: its words, who shared it (unless anonymous), when, how many pray, and any actions. */
export function PrayerCard({ prayer, actions }: { prayer: Prayer; actions?: ReactNode }) {
  const { t, code } = useLanguage();
  const date = new Date(prayer.createdAt).toLocaleDateString(code, { day: 'numeric', month: 'short' });
  return (
    <Card as="article" aria-labelledby={`prayer-${prayer.id}`}>
      {/* Members write in their own language: each text takes its direction from its words (dir="auto"). */}
      <Title id={`prayer-${prayer.id}`} dir="auto">
        {prayer.title}
      </Title>
      <Body dir="auto">{prayer.body}</Body>
      <Meta as="div">
        <bdi>{prayer.authorName ?? t('prayer.anonymous', 'Anonymous')}</bdi>
        <time dateTime={prayer.createdAt}>{date}</time>
        <span>{t('prayer.prayingCount', '{count} praying', { count: prayer.prayerCount })}</span>
        {prayer.visibility === 'private' ? <Badge>{t('prayer.private', 'Private')}</Badge> : null}
        {prayer.visibility === 'anonymous' && prayer.isMine ? <Badge>{t('prayer.sharedAnonymously', 'Shared anonymously')}</Badge> : null}
        {prayer.answered ? <Badge>{t('prayer.answered', 'Answered')}</Badge> : null}
      </Meta>
      {actions}
    </Card>
  );
}
