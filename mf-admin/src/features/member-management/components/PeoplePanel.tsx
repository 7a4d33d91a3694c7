import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CHURCH_MEMBER_SEARCH_MAX_LENGTH, type ChurchMember } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { ConfirmDialog, EmptyState, Field, LoadingState, Stack } from '@koinonia/ui';
import { useChurchMembers, useRemoveMember } from '../api';
import { fullName, MemberRow } from './MemberRow';
import { focusAfterRowLeaves, LoadMore, PersonList } from './PersonList';

const SEARCH_DELAY_MS = 300;

const SearchBox = styled.div`
  max-inline-size: 28rem;
`;

/** "People": the church's members by name, with their roles, to search, give roles and remove. */
export function PeoplePanel() {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const members = useChurchMembers(search);
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<{ member: ChurchMember; control: HTMLElement } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const confirmRemoval = () => {
    if (!removing) return;
    const { member, control } = removing;
    const moveFocus = focusAfterRowLeaves(control);
    remove.mutate(
      { userId: member.userId },
      {
        onSuccess: () => {
          setRemoving(null);
          toast({ title: t('memberManagement.removed', '{name} is no longer a member of your church').replace('{name}', fullName(member)) });
          moveFocus();
        },
      },
    );
  };

  let list;
  if (members.isPending) list = <LoadingState label={t('memberManagement.loadingPeople', 'Loading people')} />;
  else if (members.isError) list = <QueryErrorState error={members.error} onRetry={() => void members.refetch()} />;
  else if (members.items.length === 0) {
    list = search ? (
      <EmptyState title={t('memberManagement.noMatches', 'No one matches “{search}”').replace('{search}', search)}>
        {t('memberManagement.noMatchesBody', 'Try part of a first name, last name or email.')}
      </EmptyState>
    ) : (
      <EmptyState title={t('memberManagement.noPeople', 'No members yet')}>
        {t('memberManagement.noPeopleBody', 'People you accept, and people who join through your link, appear here.')}
      </EmptyState>
    );
  } else {
    list = (
      <>
        <PersonList aria-label={t('memberManagement.peopleTab', 'People')} aria-busy={members.isPlaceholderData || undefined}>
          {members.items.map((member) => (
            <MemberRow key={member.userId} member={member} onRemove={(person, control) => setRemoving({ member: person, control })} />
          ))}
        </PersonList>
        <LoadMore list={members} />
      </>
    );
  }

  return (
    <Stack $gap={3}>
      <SearchBox role="search">
        <Field>
          {t('memberManagement.searchPeople', 'Search by name or email')}
          <input
            type="search"
            value={typed}
            maxLength={CHURCH_MEMBER_SEARCH_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
      </SearchBox>
      {list}
      {removing ? (
        <ConfirmDialog
          title={t('memberManagement.removeTitle', 'Remove {name}?').replace('{name}', fullName(removing.member))}
          confirmLabel={t('memberManagement.remove', 'Remove')}
          busyLabel={t('memberManagement.removing', 'Removing…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={remove.isPending}
          error={remove.error ? messageOf(remove.error) : null}
          destructive
          onConfirm={confirmRemoval}
          onCancel={() => {
            remove.reset();
            setRemoving(null);
          }}
        >
          <p>
            {t(
              'memberManagement.removeBody',
              '{name} will no longer be a member of your church: they lose its prayers, events and news, and any church role they have. They can ask to join again.',
            ).replace('{name}', fullName(removing.member))}
          </p>
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
