import type { Role } from './roles';

/**
 * SPEC §6 sidebar table, CHURCH ADMIN: the global admin roles that may see church-wide administration
 * (giving, members, analytics). The owner role is listed as the spec lists it; hasAnyRole lets it pass anyway.
 */
export const CHURCH_ADMIN_ROLES: readonly Role[] = [
  'admin',
  'church_admin',
  'system_admin',
  'super_admin',
  'pastor',
  'lead_pastor',
  'koinonia_owner',
  'koinonia_support',
  'platform_admin',
  'regional_admin',
];
