import styled from 'styled-components';
import type { CommunityJoinRequest } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast, type PagedList } from '@koinonia/shell-contract';
import { Button, Muted } from '@koinonia/ui';
import { useAcceptRequest, useDeclineRequest } from '../api';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
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

/** The people waiting to join, oldest first, each accepted or declined. */
export function JoinRequests({
  communityId,
  requests,
}: {
  communityId: string;
  requests: PagedList<CommunityJoinRequest>;
}) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  const failed = (error: Error) => toast({ title: messageOf(error), variant: 'destructive' });
  if (requests.items.length === 0) return <Muted>{t('communities.noRequests', 'Nobody is waiting to join.')}</Muted>;
  return (
    <>
      <List aria-label={t('communities.requestsTitle', 'Requests to join')}>
        {requests.items.map((request) => {
          const name = request.name || t('communities.unnamed', 'A member');
          const call = { params: { communityId, userId: request.userId } };
          return (
            <Row key={request.userId}>
              <bdi>{name}</bdi>
              <span style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
                <Button
                  type="button"
                  disabled={accept.isPending}
                  aria-label={t('communities.acceptLabel', 'Accept {name}', { name })}
                  onClick={() =>
                    accept.mutate(call, {
                      onSuccess: () => toast({ title: t('communities.accepted', '{name} is now a member', { name }) }),
                      onError: failed,
                    })
                  }
                >
                  {t('communities.accept', 'Accept')}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={decline.isPending}
                  aria-label={t('communities.declineLabel', 'Decline {name}', { name })}
                  onClick={() =>
                    decline.mutate(call, {
                      onSuccess: () => toast({ title: t('communities.declined', 'The request is declined') }),
                      onError: failed,
                    })
                  }
                >
                  {t('communities.decline', 'Decline')}
                </Button>
              </span>
            </Row>
          );
        })}
      </List>
      {requests.hasNextPage ? (
        <Button
          type="button"
          $variant="secondary"
          disabled={requests.isFetchingNextPage}
          onClick={() => void requests.fetchNextPage()}
        >
          {t('common.loadMore', 'Load more')}
        </Button>
      ) : null}
    </>
  );
}
