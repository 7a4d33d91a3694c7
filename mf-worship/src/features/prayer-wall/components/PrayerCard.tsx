import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Prayer } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';
import { categoryLabels } from '../labels/prayer-labels';

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
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
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

const Testimony = styled.blockquote`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  white-space: pre-line;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

/** Where one request is read with who prayed and its comments. */
export const prayerPath = (prayerId: string) => `/prayer-wall/${prayerId}`;

/**
 * One request: its words, who shared it (unless anonymous), when, its category, how many pray and comment,
 * the testimony of an answered one, and any actions. `linked` makes its title lead to its own page.
 */
export function PrayerCard({
  prayer,
  actions,
  linked = false,
}: {
  prayer: Prayer;
  actions?: ReactNode;
  linked?: boolean;
}) {
  const { t, code } = useLanguage();
  const date = new Date(prayer.createdAt).toLocaleDateString(code, { day: 'numeric', month: 'short' });
  return (
    <Card as="article" aria-labelledby={`prayer-${prayer.id}`}>
      {/* Members write in their own language: each text takes its direction from its words (dir="auto"). */}
      <Title id={`prayer-${prayer.id}`} dir="auto">
        {linked ? <Link to={prayerPath(prayer.id)}>{prayer.title}</Link> : prayer.title}
      </Title>
      <Body dir="auto">{prayer.body}</Body>
      {prayer.answered && prayer.testimony ? (
        <Testimony>
          <strong>{t('prayer.testimony', 'How God answered')}</strong>
          <p dir="auto">{prayer.testimony}</p>
        </Testimony>
      ) : null}
      <Meta as="div">
        <bdi>{prayer.authorName ?? t('prayer.anonymous', 'Anonymous')}</bdi>
        <time dateTime={prayer.createdAt}>{date}</time>
        <Badge>{t(`prayer.category.${prayer.category}`, categoryLabels[prayer.category])}</Badge>
        <span>{t('prayer.prayingCount', '{count} praying', { count: prayer.prayerCount })}</span>
        {linked ? (
          <Link to={prayerPath(prayer.id)}>
            {t('prayer.commentCount', 'Comments: {count}', { count: prayer.commentCount })}
          </Link>
        ) : null}
        {prayer.visibility === 'private' ? <Badge>{t('prayer.private', 'Private')}</Badge> : null}
        {prayer.visibility === 'anonymous' && prayer.isMine ? (
          <Badge>{t('prayer.sharedAnonymously', 'Shared anonymously')}</Badge>
        ) : null}
        {prayer.answered ? <Badge>{t('prayer.answered', 'Answered')}</Badge> : null}
        {prayer.editedAt ? <span>{t('prayer.edited', 'Edited')}</span> : null}
      </Meta>
      {prayer.isMine && prayer.circles.length > 0 ? (
        <Meta as="p">
          {t('prayer.sharedWith', 'Shared with: {circles}', {
            circles: prayer.circles.map((circle) => circle.name).join(', '),
          })}
        </Meta>
      ) : null}
      {actions}
    </Card>
  );
}
