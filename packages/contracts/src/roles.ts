
/** SPEC §6: every role the product knows. The owner and support roles carry the product's name. */
export const roles = [
  'member',
  'leader',
  'group_admin',
  'ministry_admin',
  'pastor',
  'lead_pastor',
  'admin',
  'church_admin',
  'system_admin',
  'super_admin',
  'platform_admin',
  'regional_admin',
  'koinonia_owner',
  'koinonia_support',
] as const;
export type Role = (typeof roles)[number];

export const OWNER_ROLE: Role = 'koinonia_owner';
export const SUPPORT_ROLE: Role = 'koinonia_support';

/** SPEC §6: the owner role passes every role check. */
export function hasAnyRole(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  if (!role) return false;
  return role === OWNER_ROLE || allowed.includes(role);
}
