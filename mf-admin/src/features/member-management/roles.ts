import { canManageChurchMember, churchRoleLadder, type ChurchRole, type Role } from '@koinonia/contracts';

/** English role names; each language translates them under `role.<role>`. */
const roleLabelFallbacks: Readonly<Record<Role, string>> = {
  member: 'Member',
  leader: 'Leader',
  group_admin: 'Group admin',
  ministry_admin: 'Ministry admin',
  pastor: 'Pastor',
  lead_pastor: 'Lead pastor',
  church_admin: 'Church admin',
  admin: 'Administrator',
  system_admin: 'System admin',
  super_admin: 'Super admin',
  platform_admin: 'Platform admin',
  regional_admin: 'Regional admin',
  koinonia_owner: 'Koinonia owner',
  koinonia_support: 'Koinonia support',
};

export const roleLabel = (role: Role, t: (key: string, fallback: string) => string) => t(`role.${role}`, roleLabelFallbacks[role]);

/**
 * The church roles the signed-in person may give someone who has `target`'s role, lowest first: up to their
 * own rank, to people below or at it (canManageChurchMember, which the server applies too).
 */
export function assignableRoles(actor: Role | null, target: Role): ChurchRole[] {
  if (!actor) return [];
  return churchRoleLadder.filter((role) => canManageChurchMember(actor, target, role));
}
