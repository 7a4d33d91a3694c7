import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { useAuth, useLanguage } from '@koinonia/shell-contract';
import { useRealtime } from '@koinonia/shell-contract/use-realtime';
import { Button, EmptyState, PageTitle } from '@koinonia/ui';
import { refreshConversationLists } from '../api';
import { ConversationList } from '../components/ConversationList';
import { NewConversationDialog } from '../components/NewConversationDialog';
import { Thread } from '../components/Thread';

/** Issue 15: on phones the list and the thread are separate screens; from 800px they sit side by side. */
const SPLIT_WIDTH = 800;

const Layout = styled.div<{ $showing: 'list' | 'thread' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  & > [data-pane='list'] {
    display: ${({ $showing }) => ($showing === 'list' ? 'block' : 'none')};
  }
  & > [data-pane='thread'] {
    display: ${({ $showing }) => ($showing === 'thread' ? 'flex' : 'none')};
  }
  @media (min-width: ${SPLIT_WIDTH}px) {
    grid-template-columns: minmax(16rem, 22rem) 1fr;
    & > [data-pane='list'] {
      display: block;
    }
    & > [data-pane='thread'] {
      display: flex;
    }
  }
`;

const Pane = styled.div`
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${({ theme }) => theme.space(3)};
`;

const ThreadPane = styled(Pane)`
  flex-direction: column;
  height: calc(100dvh - var(--header-height, 4rem) - 9rem);
  min-height: 24rem;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
`;

/**
 * /messages (every conversation) and /chat (group chats): the list, and the conversation chosen
 * (/messages/:conversationId). The list follows /ws: a message, a read elsewhere or a new conversation reorders it.
 */
export function ConversationsPage({ basePath, groupsOnly }: { basePath: string; groupsOnly: boolean }) {
  const { t } = useLanguage();
  const { user } = useAuth();
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);

  useRealtime((event) => {
    if (
      event.type === 'message' ||
      event.type === 'message_changed' ||
      event.type === 'conversation' ||
      event.type === 'reconnected'
    )
      refreshConversationLists(queryClient);
    else if (event.type === 'read' && event.userId === user?.id) refreshConversationLists(queryClient);
  });

  const title = groupsOnly ? t('conversations.chatTitle', 'Chat') : t('conversations.messagesTitle', 'Messages');
  return (
    <div>
      <Heading>
        <PageTitle>{title}</PageTitle>
        <Button type="button" onClick={() => setStarting(true)}>
          {groupsOnly
            ? t('conversations.newGroupChat', 'New group chat')
            : t('conversations.newMessage', 'New message')}
        </Button>
      </Heading>
      <Layout $showing={conversationId ? 'thread' : 'list'}>
        <Pane data-pane="list">
          <ConversationList basePath={basePath} groupsOnly={groupsOnly} currentId={conversationId} />
        </Pane>
        <ThreadPane data-pane="thread">
          {conversationId ? (
            <Thread key={conversationId} conversationId={conversationId} basePath={basePath} />
          ) : (
            <EmptyState title={t('conversations.selectTitle', 'Choose a conversation')}>
              {t('conversations.selectBody', 'Pick a conversation from the list, or start a new one.')}
            </EmptyState>
          )}
        </ThreadPane>
      </Layout>
      {starting ? (
        <NewConversationDialog
          mode={groupsOnly ? 'group' : 'message'}
          onClose={() => setStarting(false)}
          onStarted={(conversation) => {
            setStarting(false);
            navigate(`${basePath}/${conversation.id}`);
          }}
        />
      ) : null}
    </div>
  );
}
