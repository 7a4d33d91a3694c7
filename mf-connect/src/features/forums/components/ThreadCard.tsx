import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ForumThreadSummary } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card } from '@koinonia/ui';
import { forumPaths } from '../paths';
import { Badge, Meta, StatusBadge, When } from './Badges';

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One thread in the list: its title (a link to it), where it is, who started it, its replies and latest activity. */
export function ThreadCard({ thread }: { thread: ForumThreadSummary }) {
  const { t } = useLanguage();
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Layout>
        <Meta>
          {thread.pinned ? <Badge>{t('forums.pinned', 'Pinned')}</Badge> : null}
          {thread.locked ? <Badge>{t('forums.locked', 'Locked')}</Badge> : null}
          <StatusBadge status={thread.status} />
          <Badge>{thread.category.name}</Badge>
          {thread.community ? <span>{thread.community.name}</span> : null}
        </Meta>
        <Title id={titleId}>
          <Link to={forumPaths.thread(thread.id)}>{thread.title}</Link>
        </Title>
        <Meta>
          <span>
            {t('forums.startedBy', 'Started by {name}', { name: thread.authorName || t('forums.someone', 'Someone') })}
          </span>
          <span>{t('forums.replyCount', 'Replies: {count}', { count: thread.replyCount })}</span>
          <span>
            {t('forums.lastActivity', 'Latest activity')} <When at={thread.lastActivityAt} />
          </span>
        </Meta>
      </Layout>
    </Card>
  );
}
