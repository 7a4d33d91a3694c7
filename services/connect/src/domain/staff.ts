import { CHURCH_ADMIN_ROLES, hasAnyRole, type AdminCommunitiesResponse, type AdminNotification, type Role, type StaffInvitation } from '@koinonia/contracts';
import type { AdminNotificationRow, AdministeredCommunityRow, StaffInvitationRow } from '../store/staff';

/**
 * SPEC §3 "Admin communities response", read by the sidebar per SPEC §6: group admin access is being
 * admin of a group-type community, ministry admin access of a ministry-type one; the global admin role is
 * the caller's own role when it is a church-wide admin role. Any of these is admin access.
 */
export function adminCommunitiesResponse(role: Role, communities: readonly AdministeredCommunityRow[]): AdminCommunitiesResponse {
  const globalAdminRole = hasAnyRole(role, CHURCH_ADMIN_ROLES) ? role : null;
  return {
    hasAdminAccess: globalAdminRole !== null || communities.length > 0,
    hasGroupAdminAccess: communities.some((community) => community.type === 'group'),
    hasMinistryAdminAccess: communities.some((community) => community.type === 'ministry'),
    type: communities[0]?.type ?? null,
    data: communities.map((community) => ({ id: community.id, name: community.name, type: community.type, role: 'admin' })),
    globalAdminRole,
  };
}

export function toStaffInvitation(row: StaffInvitationRow): StaffInvitation {
  return { id: row.id, communityId: row.community_id, communityName: row.community_name, role: row.role, isRead: row.is_read };
}

export function toAdminNotification(row: AdminNotificationRow): AdminNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    communityId: row.community_id,
  };
}
