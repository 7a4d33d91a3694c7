import { z } from 'zod';
import { communityTypeSchema } from './communities';

/** SPEC §3 "Staff invitation": the roles a community may invite someone to hold among its staff. */
export const staffRoles = ['admin', 'leader', 'moderator'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** One community the caller administers (SPEC §3 "Admin communities response", data). */
export const adminCommunitySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: communityTypeSchema,
  role: z.literal('admin'),
});
export type AdminCommunity = z.infer<typeof adminCommunitySchema>;

/** SPEC §3 "Admin communities response": server truth for the sidebar's admin sections (SPEC §6). */
export const adminCommunitiesResponseSchema = z.object({
  hasAdminAccess: z.boolean(),
  hasGroupAdminAccess: z.boolean(),
  hasMinistryAdminAccess: z.boolean(),
  type: communityTypeSchema.nullable(),
  data: z.array(adminCommunitySchema),
  globalAdminRole: z.string().nullable(),
});
export type AdminCommunitiesResponse = z.infer<typeof adminCommunitiesResponseSchema>;

/** SPEC §3 "Staff invitation": one not yet accepted, addressed to the caller. */
export const staffInvitationSchema = z.object({
  id: z.string(),
  communityId: z.string(),
  communityName: z.string(),
  role: staffRoleSchema,
  isRead: z.boolean(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
export const staffInvitationListSchema = z.array(staffInvitationSchema);

export const markStaffInvitationsReadResponseSchema = z.object({ updated: z.number().int() });
export type MarkStaffInvitationsReadResponse = z.infer<typeof markStaffInvitationsReadResponseSchema>;

/** SPEC §3 "Admin notification": news for the admins of one community. */
export const adminNotificationSchema = z.object({
  id: z.string(),
  type: z.string().min(1),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  communityId: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;
export const adminNotificationListSchema = z.array(adminNotificationSchema);

/** SPEC §3: a staff invitation's notification links to signup with invite=staff, the community and the role. */
export function staffInvitationPath(invitation: Pick<StaffInvitation, 'communityId' | 'role'>): string {
  const query = new URLSearchParams({ invite: 'staff', communityId: invitation.communityId, role: invitation.role });
  return `/signup?${query.toString()}`;
}

/** SPEC §3: an admin notification links to the staff management of its community. */
export function adminNotificationPath(notification: Pick<AdminNotification, 'communityId'>): string {
  return `/staff-management?${new URLSearchParams({ communityId: notification.communityId }).toString()}`;
}
