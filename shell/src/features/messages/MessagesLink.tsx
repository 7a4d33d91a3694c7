import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { conversationEndpoints } from '@koinonia/contracts';
import { endpointQueryKey, useAuth, useEndpointQuery, useLanguage, type RealtimeEvent } from '@koinonia/shell-contract';
import { useRealtime } from '@koinonia/shell-contract/use-realtime';
import { VisuallyHidden } from '@koinonia/ui';
import { Icon } from '../../layout/icons';
import { badgeText } from '../notifications/bell-items';

const MessagesAnchor = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: -0.25rem;
  inset-inline-end: -0.25rem;
  min-width: 1.25rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
`;

const unreadKey = endpointQueryKey(conversationEndpoints.unread);

/** Whether a realtime event can change the caller's unread total (or the bell's list). */
export function changesUnread(event: RealtimeEvent, userId: string): boolean {
  if (event.type === 'message') return event.message.senderId !== userId;
  if (event.type === 'read') return event.userId === userId;
  return event.type === 'reconnected' || event.type === 'conversation';
}

/**
 * The header's Messages link with the unread total (issue 15: "unread counts in the shell's header"), capped like the
 * bell's. It is read again whenever /ws says a message came, the person read one elsewhere, or the connection came
 * back; a notification arriving refreshes the bell's list too.
 */
export function MessagesLink() {
  const { user } = useAuth();
  const { t } = useLanguage();
  const queryClient = useQueryClient();
  const countId = useId();
  const unread = useEndpointQuery(conversationEndpoints.unread);
  useRealtime((event) => {
    if (!user) return;
    if (changesUnread(event, user.id)) void queryClient.invalidateQueries({ queryKey: unreadKey });
    // A message's notification comes and, once the conversation is read, is read too.
    if (
      event.type === 'notification' ||
      event.type === 'reconnected' ||
      (event.type === 'read' && event.userId === user.id)
    ) {
      void queryClient.invalidateQueries({ queryKey: ['/api/notifications'] });
    }
  });
  const badge = badgeText(unread.data?.total ?? 0);
  return (
    <>
      <MessagesAnchor
        to="/messages"
        aria-label={t('nav.item.messages', 'Messages')}
        aria-describedby={badge ? countId : undefined}
      >
        <Icon name="message" />
        {badge ? (
          <Badge aria-hidden="true" data-testid="messages-unread-badge">
            {badge}
          </Badge>
        ) : null}
      </MessagesAnchor>
      {badge ? (
        <VisuallyHidden id={countId}>
          {t('notifications.unreadCount', '{count} unread').replace('{count}', badge)}
        </VisuallyHidden>
      ) : null}
    </>
  );
}
