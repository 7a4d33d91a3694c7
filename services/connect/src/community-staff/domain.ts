import {
  CHURCH_ADMIN_ROLES,
  hasAnyRole,
  type AdminCommunitiesResponse,
  type AdminNotification,
  type CommunityType,
  type Role,
  type StaffInvitation,
  type StaffRole,
} from '@koinonia/contracts';

/** A community the person is an admin of, in their church. */
export interface AdministeredCommunity {
  id: string;
  name: string;
  type: CommunityType;
}

export interface StaffInvitationRecord {
  id: string;
  communityId: string;
  communityName: string;
  role: StaffRole;
  isRead: boolean;
  createdAt: Date;
}

export interface AdminNotificationRecord {
  id: string;
  communityId: string;
  type: string;
  title: string;
  message: string;
  createdAt: Date;
}

/**
 * SPEC §3 "Admin communities response", read by the sidebar per SPEC §6: group admin access is being
 * admin of a group-type community, ministry admin access of a ministry-type one; the global admin role is
 * the caller's own role when it is a church-wide admin role. Any of these is admin access.
 */
export function adminCommunitiesResponse(
  role: Role,
  communities: readonly AdministeredCommunity[],
): AdminCommunitiesResponse {
  const globalAdminRole = hasAnyRole(role, CHURCH_ADMIN_ROLES) ? role : null;
  return {
    hasAdminAccess: globalAdminRole !== null || communities.length > 0,
    hasGroupAdminAccess: communities.some((community) => community.type === 'group'),
    hasMinistryAdminAccess: communities.some((community) => community.type === 'ministry'),
    type: communities[0]?.type ?? null,
    data: communities.map((community) => ({
      id: community.id,
      name: community.name,
      type: community.type,
      role: 'admin',
    })),
    globalAdminRole,
  };
}

export function toStaffInvitation(record: StaffInvitationRecord): StaffInvitation {
  return {
    id: record.id,
    communityId: record.communityId,
    communityName: record.communityName,
    role: record.role,
    isRead: record.isRead,
  };
}

export function toAdminNotification(record: AdminNotificationRecord): AdminNotification {
  return {
    id: record.id,
    type: record.type,
    title: record.title,
    message: record.message,
    createdAt: record.createdAt.toISOString(),
    communityId: record.communityId,
  };
}
