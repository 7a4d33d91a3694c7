import { z } from 'zod';

/** SPEC §3 "Admin communities response": a community is a group, a ministry or another kind. */
export const communityTypes = ['group', 'ministry', 'other'] as const;
export const communityTypeSchema = z.enum(communityTypes);
export type CommunityType = z.infer<typeof communityTypeSchema>;

/** A member's standing in one community; community admins run it (SPEC §6 "admin in a group-type community"). */
export const communityRoles = ['member', 'leader', 'admin'] as const;
export const communityRoleSchema = z.enum(communityRoles);

export const myCommunitySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: communityTypeSchema,
  description: z.string(),
  myRole: communityRoleSchema,
  memberCount: z.number().int(),
});
export type MyCommunity = z.infer<typeof myCommunitySchema>;
