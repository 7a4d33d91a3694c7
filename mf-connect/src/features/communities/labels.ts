import type { CommunityPrivacy, CommunityRole, CommunityType } from '@koinonia/contracts';

/** The English of each type, privacy and role; the keys are `communities.type.<type>` and so on. */
export const typeLabels: Record<CommunityType, string> = { group: 'Group', ministry: 'Ministry', other: 'Community' };
export const privacyLabels: Record<CommunityPrivacy, string> = {
  open: 'Open',
  by_request: 'By request',
  hidden: 'Hidden',
};
export const privacyHints: Record<CommunityPrivacy, string> = {
  open: 'Anyone in the church may join at once.',
  by_request: 'People ask to join; an admin or leader accepts them.',
  hidden: 'Only its members and the church staff see it; admins add people.',
};
export const roleLabels: Record<CommunityRole, string> = { member: 'Member', leader: 'Leader', admin: 'Admin' };
