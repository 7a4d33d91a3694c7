import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth, useLanguage } from '@koinonia/shell-contract';
import { Button, Spinner, VisuallyHidden } from '@koinonia/ui';
import { useAdminNotifications, useMarkAllRead, useMarkNotificationRead, useNotifications, useStaffInvitations } from './api';
import { badgeText, bellItems, linkTarget, unreadCount, type BellItem } from './bell-items';
import { NotificationList } from './NotificationList';

const Anchor = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
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

/** Under the bell on wide screens; the whole width below the header on phones (375px). */
const Panel = styled.div`
  position: fixed;
  inset-inline: 0;
  top: var(--panel-top, 4rem);
  // Above the header's one-time theme tip (55): the panel is what the person just asked for.
  z-index: 60;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.2);
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    position: absolute;
    top: calc(100% + ${({ theme }) => theme.space(2)});
    inset-inline: auto 0;
    width: 24rem;
    border-radius: ${({ theme }) => theme.radius.medium};
    overflow: hidden;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  h2 { margin: 0; font-size: 1rem; }
  h2:focus { outline: none; }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21a2 2 0 0 0 4 0" />
    </svg>
  );
}

/**
 * The header's notification bell (SPEC §2 "Header", §4 "Notification"): the unread count capped at 99+,
 * and a panel with at most 10 of the person's notifications, staff invitations and their communities'
 * admin notifications. Escape or a click outside closes it, and focus goes back to the bell.
 */
export default function NotificationBell() {
  const { t } = useLanguage();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // On phones the panel spans the screen just below the bell, wherever the header puts it.
  const [panelTop, setPanelTop] = useState<number | null>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const countId = useId();

  const notifications = useNotifications();
  const invitations = useStaffInvitations();
  const adminNotifications = useAdminNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllRead();

  const lists = { notifications: notifications.data, invitations: invitations.data, adminNotifications: adminNotifications.data };
  const items = bellItems(lists, t);
  const unread = unreadCount(lists);
  const badge = badgeText(unread);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bellRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    headingRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (!isAuthenticated) return null;

  const openItem = (item: BellItem) => {
    if (item.source === 'notification' && !item.isRead) markRead.mutate(item.id);
    const target = linkTarget(item.href);
    if (!target) return;
    close(false);
    if ('internal' in target) navigate(target.internal);
    else window.location.assign(target.external);
  };

  const loading = notifications.isPending && invitations.isPending && adminNotifications.isPending;

  return (
    <Anchor ref={anchorRef}>
      <BellButton
        ref={bellRef}
        type="button"
        aria-label={t('notifications.title', 'Notifications')}
        aria-describedby={badge ? countId : undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          if (open) return close(true);
          setPanelTop(Math.round((bellRef.current?.getBoundingClientRect().bottom ?? 56) + 8));
          setOpen(true);
        }}
      >
        <BellIcon />
        {badge ? <Badge aria-hidden="true">{badge}</Badge> : null}
      </BellButton>
      {badge ? <VisuallyHidden id={countId}>{t('notifications.unreadCount', '{count} unread').replace('{count}', badge)}</VisuallyHidden> : null}
      {open ? (
        <Panel
          id={panelId}
          role="dialog"
          aria-label={t('notifications.title', 'Notifications')}
          style={panelTop === null ? undefined : ({ '--panel-top': `${panelTop}px` } as CSSProperties)}
        >
          <PanelHeader>
            <h2 ref={headingRef} tabIndex={-1}>
              {t('notifications.title', 'Notifications')}
            </h2>
            <Button type="button" $variant="secondary" disabled={unread === 0} onClick={() => markAllRead.mutate()}>
              {t('notifications.markAllRead', 'Mark all read')}
            </Button>
          </PanelHeader>
          {loading ? (
            <Note as="div">
              <Spinner aria-label={t('notifications.loading', 'Loading notifications')} style={{ marginInline: 'auto' }} />
            </Note>
          ) : notifications.isError && items.length === 0 ? (
            <Note role="alert">
              {t('notifications.loadFailed', 'Notifications could not be loaded.')}{' '}
              <Button type="button" $variant="secondary" onClick={() => void notifications.refetch()}>
                {t('common.retry', 'Retry')}
              </Button>
            </Note>
          ) : items.length === 0 ? (
            <Note>{t('notifications.empty', 'No notifications yet')}</Note>
          ) : (
            <NotificationList items={items} now={new Date()} onOpen={openItem} />
          )}
        </Panel>
      ) : null}
    </Anchor>
  );
}

export { NotificationBell };
