import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ChurchListing } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';
import { churchPath, claimPath } from '../paths';
import { placeOf } from './place';

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Meta = styled(Muted)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
  margin-block: ${({ theme }) => theme.space(1)} 0;
  a {
    overflow-wrap: anywhere;
  }
`;

export const Badge = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

/** A website as people read it: without the scheme and a trailing slash. */
export const websiteLabel = (website: string) => website.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** Whether the church is the reader's, run by its staff, claimed by the reader already, or open to claim. */
export function ChurchStanding({ church }: { church: ChurchListing }) {
  const { t } = useLanguage();
  if (church.isMine && church.claimed) return <Badge>{t('churches.yourChurch', 'Your church')}</Badge>;
  if (church.claimed) return <Badge>{t('churches.claimed', 'Claimed')}</Badge>;
  if (church.claimPending)
    return <Link to={claimPath(church.id)}>{t('churches.claimPending', 'Your claim is pending')}</Link>;
  return (
    <>
      {church.isMine ? <Badge>{t('churches.yourChurch', 'Your church')}</Badge> : null}
      <Link to={claimPath(church.id)} aria-label={t('churches.claimNamed', 'Claim {name}', { name: church.name })}>
        {t('churches.claimThis', 'Claim this church')}
      </Link>
    </>
  );
}

/** One church of the directory: its name (to its page), where it is, its website and members, and its standing. */
export function ChurchCard({ church }: { church: ChurchListing }) {
  const { t, code } = useLanguage();
  const headingId = `church-${church.id}`;
  const place = placeOf(church, code);
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Row>
        <Heading id={headingId}>
          <Link to={churchPath(church.id)}>{church.name}</Link>
        </Heading>
        <Row>
          <ChurchStanding church={church} />
        </Row>
      </Row>
      <Meta>
        {place ? <span>{place}</span> : null}
        {church.website ? (
          <a href={church.website} target="_blank" rel="noopener noreferrer">
            {websiteLabel(church.website)}
          </a>
        ) : null}
        <span>{t('churches.memberCount', '{count} members', { count: church.memberCount })}</span>
      </Meta>
    </Card>
  );
}
