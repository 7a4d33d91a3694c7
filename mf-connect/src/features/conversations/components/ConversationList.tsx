import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Conversation } from '@koinonia/contracts';
import { QueryErrorState, useAuth, useLanguage } from '@koinonia/shell-contract';
import { Button, EmptyState, LoadingState } from '@koinonia/ui';
import { useConversationList } from '../api';
import { conversationName } from './conversation-name';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Row = styled(Link)<{ $current: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme, $current }) => ($current ? theme.colors.surfaceRaised : 'transparent')};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.border : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 800 : 600)};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Preview = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const UnreadBadge = styled.span`
  align-self: center;
  min-width: 1.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.5rem;
  text-align: center;
`;

function ConversationRow({
  conversation,
  basePath,
  current,
}: {
  conversation: Conversation;
  basePath: string;
  current: boolean;
}) {
  const { t } = useLanguage();
  const { user } = useAuth();
  const myId = user?.id ?? '';
  const name = conversationName(conversation, myId, t);
  const last = conversation.lastMessage;
  const text = last?.deletedAt ? t('conversations.deleted', 'This message was deleted') : (last?.body ?? '');
  const preview = last
    ? last.senderId === myId
      ? t('conversations.youPrefix', 'You: {text}', { text })
      : conversation.kind === 'group'
        ? `${last.senderName ?? t('conversations.someone', 'Someone')}: ${text}`
        : text
    : t('conversations.noMessagesYet', 'No messages yet');
  const unread = conversation.unreadCount;
  return (
    <li>
      <Row to={`${basePath}/${conversation.id}`} $current={current} aria-current={current ? 'page' : undefined}>
        <Name $unread={unread > 0}>{name}</Name>
        {unread > 0 ? (
          <UnreadBadge
            aria-label={t('conversations.unread', '{count} unread', { count: unread > 99 ? '99+' : unread })}
          >
            {unread > 99 ? '99+' : unread}
          </UnreadBadge>
        ) : (
          <span />
        )}
        <Preview dir="auto">{preview}</Preview>
      </Row>
    </li>
  );
}

/** The caller's conversations (only groups on /chat), latest activity first, with unread counts and previews. */
export function ConversationList({
  basePath,
  groupsOnly,
  currentId,
}: {
  basePath: string;
  groupsOnly: boolean;
  currentId?: string;
}) {
  const { t } = useLanguage();
  const list = useConversationList(groupsOnly ? 'group' : undefined);
  if (list.isPending) return <LoadingState label={t('conversations.loading', 'Loading conversations')} />;
  if (list.isError) return <QueryErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.items.length === 0) {
    return groupsOnly ? (
      <EmptyState title={t('conversations.chatEmptyTitle', 'No group chats yet')}>
        {t('conversations.chatEmptyBody', 'Start a group chat with people of your church.')}
      </EmptyState>
    ) : (
      <EmptyState title={t('conversations.emptyTitle', 'No conversations yet')}>
        {t('conversations.emptyBody', 'Start a conversation with someone of your church.')}
      </EmptyState>
    );
  }
  return (
    <nav aria-label={t('conversations.listLabel', 'Conversations')}>
      <List>
        {list.items.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            basePath={basePath}
            current={conversation.id === currentId}
          />
        ))}
      </List>
      {list.hasNextPage ? (
        <Button
          type="button"
          $variant="secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          style={{ marginTop: '0.5rem' }}
        >
          {t('conversations.loadMore', 'Load more')}
        </Button>
      ) : null}
    </nav>
  );
}
