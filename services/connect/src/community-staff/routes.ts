import {
  NOTIFICATION_LIST_LIMIT,
  type AdminCommunitiesResponse,
  type AdminNotification,
  type MarkStaffInvitationsReadResponse,
  type StaffInvitation,
} from '@koinonia/contracts';
import { access, route } from '@koinonia/service-kit';
import { adminCommunitiesResponse, toAdminNotification, toStaffInvitation } from './domain';
import type { CommunityStaffStore } from './store';

/**
 * SPEC §7: the community-staff calls under /api/auth. Connect answers them because it owns community
 * membership (packages/contracts api-ownership: the longest prefix wins). Each caller sees only their own.
 */
export const communityStaffRoutes = (store: CommunityStaffStore) => [
  route({
    method: 'GET',
    path: '/api/auth/admin-communities',
    access: access.signedIn,
    async handle({ caller }): Promise<AdminCommunitiesResponse> {
      const communities = caller.churchId ? await store.listAdministered(caller.churchId, caller.userId) : [];
      return adminCommunitiesResponse(caller.role, communities);
    },
  }),
  route({
    method: 'GET',
    path: '/api/auth/pending-staff-invitations',
    access: access.signedIn,
    async handle({ caller }): Promise<StaffInvitation[]> {
      return (await store.listPendingInvitations(caller.userId)).map(toStaffInvitation);
    },
  }),
  route({
    method: 'POST',
    path: '/api/auth/mark-staff-invitations-read',
    access: access.signedIn,
    async handle({ caller }): Promise<MarkStaffInvitationsReadResponse> {
      return { updated: await store.markInvitationsRead(caller.userId) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/auth/admin-notifications',
    access: access.signedIn,
    async handle({ caller }): Promise<AdminNotification[]> {
      if (!caller.churchId) return [];
      const records = await store.listAdminNotifications({
        churchId: caller.churchId,
        userId: caller.userId,
        limit: NOTIFICATION_LIST_LIMIT,
      });
      return records.map(toAdminNotification);
    },
  }),
];
