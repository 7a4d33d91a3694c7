import type { AdministeredCommunity, AdminNotificationRecord, StaffInvitationRecord } from './domain';

/** Where a community's staff are told things: who administers which community, invitations and admin news. */
export interface CommunityStaffStore {
  /** The communities of the church where the person's community role is admin, oldest first. */
  listAdministered(churchId: string, userId: string): Promise<AdministeredCommunity[]>;
  /** The invitations addressed to the person that are not yet accepted, newest first. */
  listPendingInvitations(userId: string): Promise<StaffInvitationRecord[]>;
  /** Marks the person's unread pending invitations read; answers how many there were. */
  markInvitationsRead(userId: string): Promise<number>;
  /** The newest notifications of the communities the person administers in their church. */
  listAdminNotifications(options: {
    churchId: string;
    userId: string;
    limit: number;
  }): Promise<AdminNotificationRecord[]>;
}
