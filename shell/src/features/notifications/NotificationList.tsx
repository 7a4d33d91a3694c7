import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { VisuallyHidden } from '@koinonia/ui';
import { relativeTime } from './relative-time';
import type { BellItem } from './bell-items';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: min(70vh, 32rem);
  overflow-y: auto;
`;

const ItemButton = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 0.75rem 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceRaised : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  > :not(:first-child) { grid-column: 2; }
  strong { font-weight: ${({ $unread }) => ($unread ? 700 : 600)}; overflow-wrap: anywhere; }
`;

const UnreadDot = styled.span`
  grid-row: 1;
  align-self: center;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Message = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
`;

/** The rows of the bell's panel: title, message, relative time and an unread marker (SPEC §2, §3). */
export function NotificationList({ items, now, onOpen }: { items: readonly BellItem[]; now: Date; onOpen(item: BellItem): void }) {
  const { t, code } = useLanguage();
  return (
    <List>
      {items.map((item) => (
        <li key={item.key}>
          <ItemButton type="button" $unread={!item.isRead} onClick={() => onOpen(item)}>
            {item.isRead ? <span /> : <UnreadDot aria-hidden="true" />}
            {/* The title and message are written in whatever language the sender used; <bdi> keeps their
                own direction, so English punctuation stays in place in an Arabic layout. */}
            <strong>
              <bdi>{item.title}</bdi>
              {item.isRead ? null : <VisuallyHidden> ({t('notifications.unread', 'unread')})</VisuallyHidden>}
            </strong>
            <Message>
              <bdi>{item.message}</bdi>
            </Message>
            {item.createdAt ? <Time dateTime={item.createdAt}>{relativeTime(item.createdAt, now, code)}</Time> : null}
          </ItemButton>
        </li>
      ))}
    </List>
  );
}
