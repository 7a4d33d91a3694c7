import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PersonCard } from '@koinonia/contracts';
import { paths, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { useToggleContact } from '../api';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;

const MessageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
`;

/** Add to contacts (or take off), and start a conversation. */
export function ContactActions({ person }: { person: PersonCard }) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const toast = useToast();
  const contacts = useToggleContact();
  const failed = (error: Error) => toast({ title: messageOf(error), variant: 'destructive' });
  return (
    <Row>
      {person.isContact ? (
        <Button
          type="button"
          $variant="secondary"
          aria-pressed="true"
          disabled={contacts.isPending}
          onClick={() => contacts.remove.mutate(person.userId, { onError: failed })}
        >
          {t('people.inContacts', 'In your contacts')}
        </Button>
      ) : (
        <Button
          type="button"
          $variant="secondary"
          aria-pressed="false"
          disabled={contacts.isPending}
          onClick={() => contacts.add.mutate(person.userId, { onError: failed })}
        >
          {t('people.addContact', 'Add to contacts')}
        </Button>
      )}
      <MessageLink to={paths.messageTo(person.userId)} aria-label={t('people.messageLabel', 'Message {name}', { name: person.displayName })}>
        {t('people.message', 'Message')}
      </MessageLink>
    </Row>
  );
}
