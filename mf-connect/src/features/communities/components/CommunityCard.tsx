import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Community } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';
import { communityPaths } from '../paths';
import { CommunityFacts, RoleBadge } from './Badges';

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
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1 1 16rem;
  min-inline-size: 0;
`;

const Description = styled(Muted)`
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** One community as a card: its name (a link to it), what it is, the reader's standing and the action given. */
export function CommunityCard({
  community,
  href,
  action,
}: {
  community: Community;
  href?: string;
  action?: ReactNode;
}) {
  const { t } = useLanguage();
  const titleId = useId();
  const standing = community.myStanding;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Layout>
        <Body>
          <Title id={titleId}>
            <Link to={href ?? communityPaths.community(community.id)}>
              <bdi>{community.name}</bdi>
            </Link>
          </Title>
          <CommunityFacts community={community} />
          {community.description ? <Description dir="auto">{community.description}</Description> : null}
          {standing === 'member' || standing === 'leader' || standing === 'admin' ? (
            <div>
              <span>{t('communities.yourRole', 'Your role:')} </span>
              <RoleBadge role={standing} />
            </div>
          ) : standing === 'requested' ? (
            <Muted>{t('communities.awaitingAnswer', 'Your request is waiting for an answer.')}</Muted>
          ) : null}
        </Body>
        {action ? <div>{action}</div> : null}
      </Layout>
    </Card>
  );
}
