import { useState } from 'react';
import styled from 'styled-components';
import type { Conversation } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { useAddMembers, useLeaveConversation } from '../api';
import { NewConversationDialog } from './NewConversationDialog';

const Panel = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: ${({ theme }) => theme.space(2)} 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** A group's people; its creator adds and removes them, and anyone may leave. */
export function GroupMembers({
  conversation,
  myId,
  onLeft,
}: {
  conversation: Conversation;
  myId: string;
  onLeft(): void;
}) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const toast = useToast();
  const remove = useLeaveConversation();
  const add = useAddMembers(conversation.id);
  const [adding, setAdding] = useState(false);
  const manages = conversation.createdBy === myId;
  const failed = (error: Error) => toast({ title: messageOf(error), variant: 'destructive' });
  const removeMember = (userId: string) =>
    remove.mutate(
      { params: { conversationId: conversation.id, userId } },
      { onSuccess: () => (userId === myId ? onLeft() : undefined), onError: failed },
    );

  return (
    <Panel>
      <summary>{t('conversations.members', '{count} people', { count: conversation.members.length })}</summary>
      <ul>
        {conversation.members.map((member) => (
          <li key={member.userId}>
            <span>
              {member.userId === myId
                ? t('conversations.you', 'You')
                : (member.name ?? t('conversations.someone', 'Someone'))}
            </span>
            {manages && member.userId !== myId ? (
              <Button
                type="button"
                $variant="secondary"
                disabled={remove.isPending}
                onClick={() => removeMember(member.userId)}
                aria-label={t('conversations.removeFromGroup', 'Remove {name} from the group', {
                  name: member.name ?? '',
                })}
              >
                {t('conversations.removeShort', 'Remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {manages ? (
          <Button type="button" $variant="secondary" onClick={() => setAdding(true)}>
            {t('conversations.addPeople', 'Add people')}
          </Button>
        ) : null}
        <Button type="button" $variant="danger" onClick={() => removeMember(myId)} disabled={remove.isPending}>
          {t('conversations.leave', 'Leave group')}
        </Button>
      </div>
      {adding ? (
        <NewConversationDialog
          mode="add"
          exclude={conversation.members.map((member) => member.userId)}
          pending={add.isPending}
          error={add.error}
          onClose={() => setAdding(false)}
          onChosen={(people) =>
            add.mutate(
              {
                params: { conversationId: conversation.id },
                body: { memberIds: people.map((person) => person.userId) },
              },
              { onSuccess: () => setAdding(false) },
            )
          }
        />
      ) : null}
    </Panel>
  );
}
