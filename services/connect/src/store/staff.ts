import type { Database } from '@koinonia/service-kit';
import type { CommunityType, StaffRole } from '@koinonia/contracts';

const INVITATIONS = 'connect.staff_invitations';
const ADMIN_NOTIFICATIONS = 'connect.admin_notifications';

export interface AdministeredCommunityRow {
  id: string;
  name: string;
  type: CommunityType;
}

/** The communities of the caller's church where the caller's community role is admin, oldest first. */
export function listAdministeredCommunities(db: Database, options: { churchId: string; userId: string }): Promise<AdministeredCommunityRow[]> {
  return db('connect.communities as community')
    .join('connect.community_members as mine', 'mine.community_id', 'community.id')
    .where({ 'community.church_id': options.churchId, 'mine.user_id': options.userId, 'mine.role': 'admin' })
    .select('community.id', 'community.name', 'community.type')
    .orderBy([{ column: 'community.created_at' }, { column: 'community.id' }]);
}

export interface StaffInvitationRow {
  id: string;
  community_id: string;
  community_name: string;
  role: StaffRole;
  is_read: boolean;
  created_at: Date;
}

/** The invitations addressed to the user that are not yet accepted, newest first. */
export function listPendingStaffInvitations(db: Database, userId: string): Promise<StaffInvitationRow[]> {
  return db(`${INVITATIONS} as invitation`)
    .join('connect.communities as community', 'community.id', 'invitation.community_id')
    .where('invitation.invited_user_id', userId)
    .whereNull('invitation.accepted_at')
    .select('invitation.id', 'invitation.community_id', 'community.name as community_name', 'invitation.role', 'invitation.is_read', 'invitation.created_at')
    .orderBy([{ column: 'invitation.created_at', order: 'desc' }, { column: 'invitation.id', order: 'desc' }]);
}

/** Marks the user's unread pending invitations read; returns how many there were. */
export function markStaffInvitationsRead(db: Database, userId: string): Promise<number> {
  return db(INVITATIONS).where({ invited_user_id: userId, is_read: false }).whereNull('accepted_at').update({ is_read: true });
}

export interface AdminNotificationRow {
  id: string;
  community_id: string;
  type: string;
  title: string;
  message: string;
  created_at: Date;
}

/** The newest notifications of the communities the user administers in their church. */
export function listAdminNotifications(
  db: Database,
  options: { churchId: string; userId: string; limit: number },
): Promise<AdminNotificationRow[]> {
  return db(`${ADMIN_NOTIFICATIONS} as notification`)
    .join('connect.communities as community', 'community.id', 'notification.community_id')
    .join('connect.community_members as mine', 'mine.community_id', 'community.id')
    .where({ 'community.church_id': options.churchId, 'mine.user_id': options.userId, 'mine.role': 'admin' })
    .select('notification.id', 'notification.community_id', 'notification.type', 'notification.title', 'notification.message', 'notification.created_at')
    .orderBy([{ column: 'notification.created_at', order: 'desc' }, { column: 'notification.id', order: 'desc' }])
    .limit(options.limit);
}

export async function insertStaffInvitations(
  db: Database,
  rows: Array<{ id: string; community_id: string; invited_user_id: string | null; invited_email: string; role: StaffRole; invited_by: string; is_read?: boolean; accepted_at?: Date | null; created_at?: Date }>,
): Promise<void> {
  await db(INVITATIONS).insert(rows).onConflict('id').ignore();
}

export async function insertAdminNotifications(db: Database, rows: Array<Omit<AdminNotificationRow, 'created_at'> & { created_at?: Date }>): Promise<void> {
  await db(ADMIN_NOTIFICATIONS).insert(rows).onConflict('id').ignore();
}
