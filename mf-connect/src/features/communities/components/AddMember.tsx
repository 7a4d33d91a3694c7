import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COMMUNITY_SEARCH_MAX_LENGTH } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Field, Muted } from '@koinonia/ui';
import { useAddMember, useCandidates } from '../api';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding-block: ${({ theme }) => theme.space(1)};
  }
`;

/** Finds a person of the church by name and adds them (for a hidden community, the only way in). */
export function AddMember({ communityId }: { communityId: string }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const [words, setWords] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const searchId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(words.trim());
  };
  return (
    <div>
      <Form role="search" onSubmit={submit} aria-label={t('communities.addMemberTitle', 'Add a member')}>
        <Field as="div">
          <label htmlFor={searchId}>{t('communities.findPerson', 'Find a person of your church')}</label>
          <input
            id={searchId}
            type="search"
            value={words}
            maxLength={COMMUNITY_SEARCH_MAX_LENGTH}
            dir="auto"
            onChange={(event) => setWords(event.target.value)}
          />
        </Field>
        <Button type="submit" $variant="secondary">
          {t('communities.search', 'Search')}
        </Button>
      </Form>
      {searched !== null ? (
        <Candidates
          communityId={communityId}
          q={searched}
          onAdded={(name) => toast({ title: t('communities.added', '{name} is added', { name }) })}
          onError={(error) => toast({ title: messageOf(error), variant: 'destructive' })}
        />
      ) : null}
    </div>
  );
}

function Candidates({
  communityId,
  q,
  onAdded,
  onError,
}: {
  communityId: string;
  q: string;
  onAdded(name: string): void;
  onError(error: Error): void;
}) {
  const { t } = useLanguage();
  const candidates = useCandidates(communityId, q);
  const add = useAddMember();
  if (candidates.isPending) return <Muted>{t('common.loading', 'Loading…')}</Muted>;
  if (candidates.isError)
    return <Muted role="alert">{t('communities.searchFailed', 'The search failed. Try again.')}</Muted>;
  if (candidates.items.length === 0)
    return (
      <Muted>{t('communities.noCandidates', 'Nobody of your church by that name is outside this community.')}</Muted>
    );
  return (
    <List aria-label={t('communities.candidatesLabel', 'People you may add')}>
      {candidates.items.map((person) => (
        <li key={person.userId}>
          <bdi>{person.name}</bdi>
          <Button
            type="button"
            disabled={add.isPending}
            aria-label={t('communities.addLabel', 'Add {name}', { name: person.name })}
            onClick={() =>
              add.mutate(
                { params: { communityId }, body: { userId: person.userId } },
                { onSuccess: () => onAdded(person.name), onError },
              )
            }
          >
            {t('communities.add', 'Add')}
          </Button>
        </li>
      ))}
    </List>
  );
}
