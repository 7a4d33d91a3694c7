import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CONVERSATION_PEOPLE_SEARCH_MAX_LENGTH,
  CONVERSATION_TITLE_MAX_LENGTH,
  type Conversation,
  type ConversationPerson,
} from '@koinonia/contracts';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import {
  Alert,
  Button,
  Field,
  FieldError,
  ModalBackdrop,
  ModalPanel,
  Muted,
  Stack,
  TextField,
  useModalFocus,
} from '@koinonia/ui';
import { usePeopleSearch, useStartConversation } from '../api';

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-height: 14rem;
  overflow-y: auto;
`;

const PersonButton = styled.button`
  width: 100%;
  text-align: start;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled.button`
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  font: inherit;
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Waits until typing pauses before searching. */
function useSettled(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type DialogProps =
  | { mode: 'message' | 'group'; onClose(): void; onStarted(conversation: Conversation): void }
  | {
      mode: 'add';
      exclude: readonly string[];
      pending: boolean;
      error: Error | null;
      onClose(): void;
      onChosen(people: ConversationPerson[]): void;
    };

/**
 * "New message" (one person, or several with a group title), "New group chat" (/chat: a title and two people or more)
 * and a group creator's "Add people": people of the caller's church found by name.
 */
export function NewConversationDialog(props: DialogProps) {
  const { mode, onClose } = props;
  const groupOnly = mode === 'group';
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const titleId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const { panelRef, onKeyDown } = useModalFocus({ onEscape: onClose, initialFocus: searchRef });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ConversationPerson[]>([]);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const people = usePeopleSearch(useSettled(search.trim()));
  const start = useStartConversation();
  const isGroup = mode !== 'add' && (groupOnly || chosen.length > 1);
  const excluded = new Set(props.mode === 'add' ? props.exclude : []);
  const found = (people.data?.items ?? []).filter((person) => !excluded.has(person.userId));
  const failure = props.mode === 'add' ? props.error : start.error;
  const busy = props.mode === 'add' ? props.pending : start.isPending;

  const toggle = (person: ConversationPerson) => {
    setProblem(null);
    setChosen((current) =>
      current.some((other) => other.userId === person.userId)
        ? current.filter((other) => other.userId !== person.userId)
        : [...current, person],
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(t('conversations.chooseSomeone', 'Choose someone to write to.'));
    if (props.mode === 'add') return props.onChosen(chosen);
    if (groupOnly && chosen.length < 2)
      return setProblem(t('conversations.chooseTwo', 'A group chat needs at least two other people.'));
    if (isGroup && !title.trim()) return setProblem(t('conversations.titleNeeded', 'Give the group a title.'));
    const body = isGroup
      ? { kind: 'group' as const, title: title.trim(), memberIds: chosen.map((person) => person.userId) }
      : { kind: 'direct' as const, memberId: chosen[0]!.userId };
    start.mutate({ body }, { onSuccess: props.onStarted });
  };

  const heading = groupOnly
    ? t('conversations.newGroupChat', 'New group chat')
    : t('conversations.newMessage', 'New message');
  return (
    <ModalBackdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <ModalPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $width="32rem"
      >
        <form onSubmit={submit} noValidate>
          <Stack $gap={3}>
            <h2 id={titleId} style={{ margin: 0, fontSize: '1.25rem' }}>
              {heading}
            </h2>
            {chosen.length > 0 ? (
              <Chips aria-label={t('conversations.chosen', 'Chosen')}>
                {chosen.map((person) => (
                  <li key={person.userId}>
                    <Chip
                      type="button"
                      onClick={() => toggle(person)}
                      aria-label={t('conversations.remove', 'Remove {name}', { name: person.name })}
                    >
                      {person.name} ×
                    </Chip>
                  </li>
                ))}
              </Chips>
            ) : null}
            <Field>
              {t('conversations.searchPeople', 'Search people of your church')}
              <input
                ref={searchRef}
                type="search"
                autoComplete="off"
                maxLength={CONVERSATION_PEOPLE_SEARCH_MAX_LENGTH}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </Field>
            {people.isError ? (
              <Alert>{messageOf(people.error)}</Alert>
            ) : people.data && found.length === 0 ? (
              <Muted>{t('conversations.noPeopleFound', 'No one of your church matches.')}</Muted>
            ) : (
              <Results>
                {found.map((person) => (
                  <li key={person.userId}>
                    <PersonButton
                      type="button"
                      aria-pressed={chosen.some((other) => other.userId === person.userId)}
                      onClick={() => toggle(person)}
                    >
                      {person.name}
                    </PersonButton>
                  </li>
                ))}
              </Results>
            )}
            {isGroup ? (
              <TextField
                label={t('conversations.groupTitle', 'Group title')}
                value={title}
                maxLength={CONVERSATION_TITLE_MAX_LENGTH}
                onChange={(event) => {
                  setProblem(null);
                  setTitle(event.target.value);
                }}
              />
            ) : mode === 'message' ? (
              <Muted>{t('conversations.groupTitleHint', 'Choose more than one person to start a group.')}</Muted>
            ) : null}
            {problem ? <FieldError role="alert">{problem}</FieldError> : null}
            {failure ? <Alert>{messageOf(failure)}</Alert> : null}
            <Actions>
              <Button type="button" $variant="secondary" onClick={onClose}>
                {t('conversations.cancel', 'Cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                {mode === 'add' ? t('conversations.add', 'Add') : t('conversations.start', 'Start')}
              </Button>
            </Actions>
          </Stack>
        </form>
      </ModalPanel>
    </ModalBackdrop>
  );
}
