import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CHURCH_MEMBERSHIP_MANAGER_ROLES, hasAnyRole, type MyCommunity } from '@koinonia/contracts';
import { QueryErrorState, useLanguage, useShell } from '@koinonia/shell-contract';
import { Card, EmptyState, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useMyCommunities, useMyRequests } from '../api';
import { Badge, Meta, RoleBadge } from '../components/Badges';
import { CommunityCard } from '../components/CommunityCard';
import { MembershipButton } from '../components/MembershipButton';
import { typeLabels } from '../labels';
import { communityPaths } from '../paths';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

const SectionTitle = styled.h2`
  font-size: 1.25rem;
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
`;

function MyCommunityCard({ community }: { community: MyCommunity }) {
  const { t } = useLanguage();
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Stack $gap={2}>
        <h3 id={titleId} style={{ margin: 0, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>
          <Link to={communityPaths.community(community.id)}>
            <bdi>{community.name}</bdi>
          </Link>
        </h3>
        <Meta>
          <Badge>{t(`communities.type.${community.type}`, typeLabels[community.type])}</Badge>
          <RoleBadge role={community.myRole} />
          <span>{t('communities.memberCount', 'Members: {count}', { count: community.memberCount })}</span>
        </Meta>
      </Stack>
    </Card>
  );
}

/** /community (and /discussions): the member's communities with their role, their pending requests, and where to go next. */
export function CommunityHomePage() {
  const { t } = useLanguage();
  const { role } = useShell();
  const mine = useMyCommunities();
  const requests = useMyRequests();
  const runsOne = (mine.data ?? []).some((community) => community.myRole !== 'member');
  const mayManage = runsOne || hasAnyRole(role, [...CHURCH_MEMBERSHIP_MANAGER_ROLES, 'group_admin', 'ministry_admin']);
  return (
    <section aria-labelledby="community-home-title">
      <PageTitle id="community-home-title">{t('communities.homeTitle', 'My communities')}</PageTitle>
      <Links>
        <Link to={communityPaths.directory()}>{t('communities.discover', 'Discover communities')}</Link>
        {mayManage ? (
          <Link to={communityPaths.management()}>{t('communities.manageCommunities', 'Manage communities')}</Link>
        ) : null}
      </Links>
      {mine.isPending ? (
        <LoadingState />
      ) : mine.isError ? (
        <QueryErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.data.length === 0 ? (
        <EmptyState title={t('communities.homeEmptyTitle', 'You are not in a community yet')}>
          {t('communities.homeEmptyBody', 'Find a group or ministry of your church and join it.')}
        </EmptyState>
      ) : (
        <Grid>
          {mine.data.map((community) => (
            <MyCommunityCard key={community.id} community={community} />
          ))}
        </Grid>
      )}
      {requests.items.length > 0 ? (
        <>
          <SectionTitle>{t('communities.pendingTitle', 'Waiting for an answer')}</SectionTitle>
          <Stack>
            {requests.items.map((community) => (
              <CommunityCard
                key={community.id}
                community={community}
                action={<MembershipButton community={community} />}
              />
            ))}
          </Stack>
        </>
      ) : requests.isError ? (
        <Muted>{t('communities.requestsUnavailable', 'Your requests could not be read just now.')}</Muted>
      ) : null}
    </section>
  );
}
