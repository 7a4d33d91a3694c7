import type { Role } from './roles';

/*
 * The role groups of the SPEC §6 sidebar table, one per access level. Each is listed as the spec lists it,
 * the owner role included where the spec names it; hasAnyRole lets the owner role pass anyway.
 */

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

/** SPEC §6 sidebar table, GROUP ADMIN, by role (an admin of a group-type community also sees it). */
export const GROUP_ADMIN_ROLES: readonly Role[] = ['group_admin', 'leader', 'koinonia_owner'];

/** SPEC §6 sidebar table, MINISTRY ADMIN, by role (an admin of a ministry-type community also sees it). */
export const MINISTRY_ADMIN_ROLES: readonly Role[] = ['ministry_admin', 'pastor', 'lead_pastor', 'koinonia_owner'];

/** SPEC §6 sidebar table, Volunteer Management. */
export const VOLUNTEER_MANAGEMENT_ROLES: readonly Role[] = [
  'admin',
  'group_admin',
  'leader',
  'ministry_admin',
  'pastor',
  'lead_pastor',
  'koinonia_owner',
];

/**
 * The church's own staff, who accept people into the church and give church roles (/member-management):
 * the SPEC §6 CHURCH ADMIN roles that belong to one church, and the owner.
 */
export const CHURCH_MEMBERSHIP_MANAGER_ROLES: readonly Role[] = ['admin', 'church_admin', 'pastor', 'lead_pastor', 'koinonia_owner'];

/** The platform's own staff, who act across churches (suspending and restoring accounts), and the owner. */
/** Church staff who may take down what members write in their church's discussions. */
export const CHURCH_MODERATOR_ROLES: readonly Role[] = ['admin', 'church_admin', 'pastor', 'lead_pastor', 'koinonia_owner'];

export const PLATFORM_STAFF_ROLES: readonly Role[] = ['koinonia_support', 'super_admin', 'system_admin', 'platform_admin', 'koinonia_owner'];
