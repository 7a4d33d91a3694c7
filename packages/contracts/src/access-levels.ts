import { OWNER_ROLE, type Role } from './roles';
import {
  CHURCH_ADMIN_ROLES,
  CHURCH_MEMBERSHIP_MANAGER_ROLES,
  GROUP_ADMIN_ROLES,
  MINISTRY_ADMIN_ROLES,
  PLATFORM_STAFF_ROLES,
  VOLUNTEER_MANAGEMENT_ROLES,
} from './role-groups';

/**
 * What a refused caller is told they need: the access levels of the SPEC §6 sidebar table (GROUP ADMIN,
 * MINISTRY ADMIN, CHURCH ADMIN, Volunteer Management), the church's own staff (`staff`, who run member
 * management), the platform's staff (`platform_staff`, who act across churches), and `staff` for a role
 * list that fits none of them. A 403 answer names one in `requiredAccess`; the client shows it translated.
 */
export const accessLevels = ['group_admin', 'ministry_admin', 'church_admin', 'volunteer_management', 'staff', 'platform_staff'] as const;
export type AccessLevel = (typeof accessLevels)[number];

/** The `code` of every 403 answer that refuses a signed-in caller for lack of access. */
export const FORBIDDEN_CODE = 'forbidden';

export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'string' && (accessLevels as readonly string[]).includes(value);
}

/**
 * The three admin sections come before Volunteer Management, so a role list that fits one of them is named
 * after it (a route for `admin` alone is a church admin route, even though Volunteer Management lists
 * `admin` too); among those that fit, the one with the fewest roles is the most precise.
 */
const levelsInPreference: ReadonlyArray<readonly [AccessLevel, readonly Role[]]> = [
  ['group_admin', GROUP_ADMIN_ROLES],
  ['ministry_admin', MINISTRY_ADMIN_ROLES],
  ['church_admin', CHURCH_ADMIN_ROLES],
  ['volunteer_management', VOLUNTEER_MANAGEMENT_ROLES],
];

/**
 * The SPEC §6 access level a route declaring these roles needs: the level whose roles are exactly these,
 * else the smallest admin section whose roles include them all, else Volunteer Management when its roles
 * include them all, else `staff`. The owner role is left out on both sides: it passes every check.
 */
export function requiredAccessFor(declared: readonly Role[]): AccessLevel {
  const wanted = new Set(declared.filter((role) => role !== OWNER_ROLE));
  if (wanted.size === 0) return 'staff';
  const withoutOwner = (groupRoles: readonly Role[]) => new Set(groupRoles.filter((role) => role !== OWNER_ROLE));
  const sameRoles = (groupRoles: readonly Role[]) => {
    const group = withoutOwner(groupRoles);
    return group.size === wanted.size && [...wanted].every((role) => group.has(role));
  };
  // Staff groups that are no SPEC §6 section: named only for exactly their roles, since a section that
  // merely contains them (CHURCH ADMIN contains both) would tell a church admin they need church admin.
  if (sameRoles(CHURCH_MEMBERSHIP_MANAGER_ROLES)) return 'staff';
  if (sameRoles(PLATFORM_STAFF_ROLES)) return 'platform_staff';
  const fitting = levelsInPreference
    .map(([level, groupRoles]) => [level, withoutOwner(groupRoles)] as const)
    .filter(([, groupRoles]) => [...wanted].every((role) => groupRoles.has(role)));
  const exact = fitting.find(([, groupRoles]) => groupRoles.size === wanted.size);
  if (exact) return exact[0];
  const sections = fitting.filter(([level]) => level !== 'volunteer_management').sort(([, a], [, b]) => a.size - b.size);
  return (sections[0] ?? fitting[0])?.[0] ?? 'staff';
}

/** The English name of each level, as the server's 403 message writes it. */
export const accessLevelNames: Readonly<Record<AccessLevel, string>> = {
  group_admin: 'group admin',
  ministry_admin: 'ministry admin',
  church_admin: 'church admin',
  volunteer_management: 'volunteer management',
  staff: 'church staff',
  platform_staff: 'platform staff',
};

/** The message of a 403 for lack of access, e.g. "This needs church admin access". */
export function accessDeniedMessage(level: AccessLevel): string {
  return `This needs ${accessLevelNames[level]} access`;
}
