import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Card, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useCommunity } from '../api';
import { CommunityFacts } from '../components/Badges';
import { MemberList } from '../components/MemberList';
import { MembershipButton } from '../components/MembershipButton';
import { communityPaths } from '../paths';

const About = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** /communities/:communityId: what a community is, who is in it, and joining or leaving it. */
export function CommunityPage() {
  const { t } = useLanguage();
  const { communityId = '' } = useParams();
  const community = useCommunity(communityId);
  if (community.isPending) return <LoadingState />;
  if (community.isError) return <QueryErrorState error={community.error} onRetry={() => void community.refetch()} />;
  const found = community.data;
  const isMember = found.myStanding === 'member' || found.myStanding === 'leader' || found.myStanding === 'admin';
  const seesMembers = isMember || found.privacy === 'open' || found.canManage;
  return (
    <Stack>
      <p>
        <Link to={communityPaths.directory()}>{t('communities.backToDirectory', 'All communities')}</Link>
      </p>
      <PageTitle>
        <bdi>{found.name}</bdi>
      </PageTitle>
      <CommunityFacts community={found} />
      <Actions>
        <MembershipButton community={found} />
        {found.canManage ? (
          <Link to={communityPaths.manage(found.id)}>{t('communities.manageLink', 'Manage this community')}</Link>
        ) : null}
      </Actions>
      <Card aria-labelledby="community-about">
        <Stack $gap={2}>
          <h2 id="community-about" style={{ margin: 0, fontSize: '1.125rem' }}>
            {t('communities.about', 'About')}
          </h2>
          {found.description ? (
            <About dir="auto">{found.description}</About>
          ) : (
            <Muted>{t('communities.noDescription', 'No description yet.')}</Muted>
          )}
          <Muted>
            {found.campus
              ? t('communities.meetsAt', 'Campus: {campus}', { campus: found.campus.name })
              : t('communities.noCampus', 'Not tied to one campus')}
          </Muted>
        </Stack>
      </Card>
      <Card aria-labelledby="community-members">
        <Stack $gap={2}>
          <h2 id="community-members" style={{ margin: 0, fontSize: '1.125rem' }}>
            {t('communities.membersTitle', 'Members')}
          </h2>
          {seesMembers ? (
            <MemberList communityId={found.id} />
          ) : (
            <Muted>{t('communities.membersPrivate', 'Its members see who is in this community.')}</Muted>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
