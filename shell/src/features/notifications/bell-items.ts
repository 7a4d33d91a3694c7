import {
  adminNotificationPath,
  NOTIFICATION_BADGE_CAP,
  NOTIFICATIONS_SHOWN_MAX,
  staffInvitationPath,
  type AdminNotification,
  type StaffInvitation,
  type UserNotification,
} from '@koinonia/contracts';

/** One row of the bell's list, whichever of the three lists it came from. */
export interface BellItem {
  key: string;
  source: 'notification' | 'staff_invitation' | 'admin_notification';
  id: string;
  type: string;
  title: string;
  message: string;
  /** Staff invitations carry no date (SPEC §3). */
  createdAt: string | null;
  isRead: boolean;
  href: string | null;
}

type Translate = (key: string, fallback?: string) => string;

function invitationItem(invitation: StaffInvitation, t: Translate): BellItem {
  const role = t(`notifications.staffRole.${invitation.role}`, invitation.role);
  return {
    key: `staff_invitation:${invitation.id}`,
    source: 'staff_invitation',
    id: invitation.id,
    type: 'staff_invitation',
    title: t('notifications.staffInvitationTitle', 'Staff invitation'),
    message: t('notifications.staffInvitationMessage', 'You are invited to serve as {role} in {community}.')
      .replace('{role}', role)
      .replace('{community}', invitation.communityName),
    createdAt: null,
    isRead: invitation.isRead,
    href: staffInvitationPath(invitation),
  };
}

/**
 * The bell's list (SPEC §2, §3, §9): pending staff invitations first, since they wait on an answer and
 * carry no date; then the person's notifications and their communities' admin notifications together,
 * newest first; at most 10 in all.
 */
export function bellItems(
  lists: { notifications?: readonly UserNotification[]; invitations?: readonly StaffInvitation[]; adminNotifications?: readonly AdminNotification[] },
  t: Translate,
): BellItem[] {
  const dated: BellItem[] = [
    ...(lists.notifications ?? []).map((notification) => ({
      key: `notification:${notification.id}`,
      source: 'notification' as const,
      id: notification.id,
      type: notification.type,
      title: notification.title,
      message: notification.message,
      createdAt: notification.createdAt,
      isRead: notification.isRead,
      href: notification.actionUrl,
    })),
    // Admin notifications have no read state: they are news for whoever runs the community.
    ...(lists.adminNotifications ?? []).map((notification) => ({
      key: `admin_notification:${notification.id}`,
      source: 'admin_notification' as const,
      id: notification.id,
      type: notification.type,
      title: notification.title,
      message: notification.message,
      createdAt: notification.createdAt,
      isRead: true,
      href: adminNotificationPath(notification),
    })),
  ].sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''));
  const invitations = (lists.invitations ?? []).map((invitation) => invitationItem(invitation, t));
  return [...invitations, ...dated].slice(0, NOTIFICATIONS_SHOWN_MAX);
}

/**
 * The badge counts what can be marked read: unread notifications and unread staff invitations, in the
 * whole fetched lists (not only the 10 shown), so "Mark all read" always brings it to zero.
 */
export function unreadCount(lists: { notifications?: readonly UserNotification[]; invitations?: readonly StaffInvitation[] }): number {
  const unread = (items: ReadonlyArray<{ isRead: boolean }> | undefined) => (items ?? []).filter((item) => !item.isRead).length;
  return unread(lists.notifications) + unread(lists.invitations);
}

/** SPEC §5/§9: the badge caps at 99+; nothing shows when all is read. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}

/** An in-app path is followed by the router; only http(s) addresses leave the app; anything else is ignored. */
export function linkTarget(href: string | null): { internal: string } | { external: string } | null {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: href };
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { external: url.href } : null;
  } catch {
    return null;
  }
}
