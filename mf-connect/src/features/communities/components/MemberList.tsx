import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CommunityMember } from '@koinonia/contracts';
import { QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Button, EmptyState, LoadingState } from '@koinonia/ui';
import { useMembers } from '../api';
import { RoleBadge } from './Badges';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(2)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

/** A community's members by name with their roles; `actions` adds what a manager may do to each. */
export function MemberList({
  communityId,
  actions,
}: {
  communityId: string;
  actions?(member: CommunityMember): ReactNode;
}) {
  const { t } = useLanguage();
  const members = useMembers(communityId);
  if (members.isPending) return <LoadingState />;
  if (members.isError) return <QueryErrorState error={members.error} onRetry={() => void members.refetch()} />;
  if (members.items.length === 0) return <EmptyState title={t('communities.noMembers', 'No members yet')} />;
  return (
    <>
      <List aria-label={t('communities.membersTitle', 'Members')}>
        {members.items.map((member) => (
          <Row key={member.userId}>
            <Who>
              <bdi>{member.name || t('communities.unnamed', 'A member')}</bdi>
              {member.isMe ? <span>{t('communities.you', '(you)')}</span> : null}
              <RoleBadge role={member.role} />
            </Who>
            {actions ? actions(member) : null}
          </Row>
        ))}
      </List>
      {members.hasNextPage ? (
        <Button
          type="button"
          $variant="secondary"
          disabled={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          {members.isFetchingNextPage ? t('common.loading', 'Loading…') : t('common.loadMore', 'Load more')}
        </Button>
      ) : null}
    </>
  );
}
