import type { Role } from './roles';

/** English role names; each language translates them under `role.<role>` (the core section). */
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

/** A role's name in the reader's language (`t` from the shell's useLanguage). Here, not in the shell's shared contract, so that only the screens that name roles carry it. */
export const roleLabel = (role: Role, t: (key: string, fallback: string) => string): string => t(`role.${role}`, roleLabelFallbacks[role]);
