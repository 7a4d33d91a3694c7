import type { Database } from '@koinonia/service-kit';
import type { CommunityType, StaffRole } from '@koinonia/contracts';
import type { CommunityStaffStore } from './store';

const INVITATIONS = 'connect.staff_invitations';
const ADMIN_NOTIFICATIONS = 'connect.admin_notifications';

/** A row of connect.staff_invitations (the seeds write these). */
export interface StaffInvitationRow {
  id: string;
  community_id: string;
  invited_user_id: string | null;
  invited_email: string;
  role: StaffRole;
  invited_by: string;
  is_read?: boolean;
  accepted_at?: Date | null;
  created_at?: Date;
}

/** A row of connect.admin_notifications (the seeds write these). */
export interface AdminNotificationRow {
  id: string;
  community_id: string;
  type: string;
  title: string;
  message: string;
  created_at?: Date;
}

export function createDatabaseCommunityStaffStore(db: Database): CommunityStaffStore {
  return {
    async listAdministered(churchId, userId) {
      return db('connect.communities as community')
        .join('connect.community_members as mine', 'mine.community_id', 'community.id')
        .where({ 'community.church_id': churchId, 'mine.user_id': userId, 'mine.role': 'admin' })
        .select<Array<{ id: string; name: string; type: CommunityType }>>(
          'community.id',
          'community.name',
          'community.type',
        )
        .orderBy([{ column: 'community.created_at' }, { column: 'community.id' }]);
    },

    async listPendingInvitations(userId) {
      const rows = await db(`${INVITATIONS} as invitation`)
        .join('connect.communities as community', 'community.id', 'invitation.community_id')
        .where('invitation.invited_user_id', userId)
        .whereNull('invitation.accepted_at')
        .select<
          Array<{
            id: string;
            community_id: string;
            community_name: string;
            role: StaffRole;
            is_read: boolean;
            created_at: Date;
          }>
        >(
          'invitation.id',
          'invitation.community_id',
          'community.name as community_name',
          'invitation.role',
          'invitation.is_read',
          'invitation.created_at',
        )
        .orderBy([
          { column: 'invitation.created_at', order: 'desc' },
          { column: 'invitation.id', order: 'desc' },
        ]);
      return rows.map((row) => ({
        id: row.id,
        communityId: row.community_id,
        communityName: row.community_name,
        role: row.role,
        isRead: row.is_read,
        createdAt: new Date(row.created_at),
      }));
    },

    markInvitationsRead(userId) {
      return db(INVITATIONS)
        .where({ invited_user_id: userId, is_read: false })
        .whereNull('accepted_at')
        .update({ is_read: true });
    },

    async listAdminNotifications({ churchId, userId, limit }) {
      const rows = await db(`${ADMIN_NOTIFICATIONS} as notification`)
        .join('connect.communities as community', 'community.id', 'notification.community_id')
        .join('connect.community_members as mine', 'mine.community_id', 'community.id')
        .where({ 'community.church_id': churchId, 'mine.user_id': userId, 'mine.role': 'admin' })
        .select<Array<Required<AdminNotificationRow>>>(
          'notification.id',
          'notification.community_id',
          'notification.type',
          'notification.title',
          'notification.message',
          'notification.created_at',
        )
        .orderBy([
          { column: 'notification.created_at', order: 'desc' },
          { column: 'notification.id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        communityId: row.community_id,
        type: row.type,
        title: row.title,
        message: row.message,
        createdAt: new Date(row.created_at),
      }));
    },
  };
}

export async function insertStaffInvitations(db: Database, rows: StaffInvitationRow[]): Promise<void> {
  await db(INVITATIONS).insert(rows).onConflict('id').ignore();
}

export async function insertAdminNotifications(db: Database, rows: AdminNotificationRow[]): Promise<void> {
  await db(ADMIN_NOTIFICATIONS).insert(rows).onConflict('id').ignore();
}
