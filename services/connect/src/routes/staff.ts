import {
  NOTIFICATION_LIST_LIMIT,
  type AdminCommunitiesResponse,
  type AdminNotification,
  type MarkStaffInvitationsReadResponse,
  type StaffInvitation,
} from '@koinonia/contracts';
import { access, route, type Database } from '@koinonia/service-kit';
import { adminCommunitiesResponse, toAdminNotification, toStaffInvitation } from '../domain/staff';
import { listAdministeredCommunities, listAdminNotifications, listPendingStaffInvitations, markStaffInvitationsRead } from '../store/staff';

/**
 * SPEC §7: the community-staff calls under /api/auth. Connect answers them because it owns community
 * membership (packages/contracts api-ownership: the longest prefix wins). Each caller sees only their own.
 */
export const staffRoutes = (db: Database) => [
  route({
    method: 'GET',
    path: '/api/auth/admin-communities',
    access: access.signedIn,
    async handle({ caller }): Promise<AdminCommunitiesResponse> {
      const communities = caller.churchId ? await listAdministeredCommunities(db, { churchId: caller.churchId, userId: caller.userId }) : [];
      return adminCommunitiesResponse(caller.role, communities);
    },
  }),
  route({
    method: 'GET',
    path: '/api/auth/pending-staff-invitations',
    access: access.signedIn,
    async handle({ caller }): Promise<StaffInvitation[]> {
      return (await listPendingStaffInvitations(db, caller.userId)).map(toStaffInvitation);
    },
  }),
  route({
    method: 'POST',
    path: '/api/auth/mark-staff-invitations-read',
    access: access.signedIn,
    async handle({ caller }): Promise<MarkStaffInvitationsReadResponse> {
      return { updated: await markStaffInvitationsRead(db, caller.userId) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/auth/admin-notifications',
    access: access.signedIn,
    async handle({ caller }): Promise<AdminNotification[]> {
      if (!caller.churchId) return [];
      const rows = await listAdminNotifications(db, { churchId: caller.churchId, userId: caller.userId, limit: NOTIFICATION_LIST_LIMIT });
      return rows.map(toAdminNotification);
    },
  }),
];
