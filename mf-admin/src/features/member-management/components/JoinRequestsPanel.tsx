import type { MouseEvent } from 'react';
import type { ChurchJoinRequest } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, EmptyState, LoadingState, Stack } from '@koinonia/ui';
import { useAnswerJoinRequest, useJoinRequests } from '../api';
import { focusAfterRowLeaves, formatDay, LoadMore, PersonDetails, PersonList, RowActions } from './PersonList';

const fullName = (person: ChurchJoinRequest) => `${person.firstName} ${person.lastName}`.trim();

/** "Requests to join": people who chose this church, oldest first, to accept or decline. */
export function JoinRequestsPanel() {
  const { t, code } = useLanguage();
  const { messageOf } = useErrorText();
  const toast = useToast();
  const requests = useJoinRequests();
  const answerRequest = useAnswerJoinRequest();

  if (requests.isPending) return <LoadingState label={t('memberManagement.loadingRequests', 'Loading requests to join')} />;
  if (requests.isError) return <QueryErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  if (requests.items.length === 0) {
    return (
      <EmptyState title={t('memberManagement.noRequests', 'No one is waiting')}>
        {t('memberManagement.noRequestsBody', 'When someone asks to join your church, they appear here for you to accept or decline.')}
      </EmptyState>
    );
  }

  const answer = (event: MouseEvent<HTMLButtonElement>, person: ChurchJoinRequest, choice: 'accept' | 'decline') => {
    // The row leaves the list at once (optimistic): focus moves on with it.
    focusAfterRowLeaves(event.currentTarget)();
    const name = fullName(person);
    answerRequest.mutate(
      { userId: person.userId, answer: choice },
      {
        onSuccess: () =>
          toast({
            title:
              choice === 'accept'
                ? t('memberManagement.accepted', '{name} is now a member of your church').replace('{name}', name)
                : t('memberManagement.declined', 'Request from {name} declined').replace('{name}', name),
          }),
        onError: (error) => {
          // 404: another staff member answered first; the person stays off the list.
          if ((error as { status?: number }).status === 404) {
            toast({ title: t('memberManagement.alreadyAnswered', 'The request from {name} was already answered').replace('{name}', name) });
            return;
          }
          toast({
            variant: 'destructive',
            title:
              choice === 'accept'
                ? t('memberManagement.acceptFailed', 'Could not accept {name}').replace('{name}', name)
                : t('memberManagement.declineFailed', 'Could not decline {name}').replace('{name}', name),
            description: messageOf(error),
          });
        },
      },
    );
  };

  return (
    <Stack $gap={3}>
      <PersonList aria-label={t('memberManagement.requestsTab', 'Requests to join')}>
        {requests.items.map((person) => {
          const name = fullName(person);
          return (
            <li key={person.userId}>
              <PersonDetails>
                <strong>{name}</strong>
                <span>{person.email}</span>
                <span>{t('memberManagement.askedOn', 'Asked on {date}').replace('{date}', formatDay(person.requestedAt, code))}</span>
              </PersonDetails>
              <RowActions>
                <Button
                  type="button"
                  aria-label={t('memberManagement.acceptPerson', 'Accept {name}').replace('{name}', name)}
                  onClick={(event) => answer(event, person, 'accept')}
                >
                  {t('memberManagement.accept', 'Accept')}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('memberManagement.declinePerson', 'Decline {name}').replace('{name}', name)}
                  onClick={(event) => answer(event, person, 'decline')}
                >
                  {t('memberManagement.decline', 'Decline')}
                </Button>
              </RowActions>
            </li>
          );
        })}
      </PersonList>
      <LoadMore list={requests} />
    </Stack>
  );
}
