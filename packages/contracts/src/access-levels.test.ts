import { accessDeniedMessage, accessLevels, isAccessLevel, requiredAccessFor } from './access-levels';
import {
  CHURCH_ADMIN_ROLES,
  CHURCH_MEMBERSHIP_MANAGER_ROLES,
  GROUP_ADMIN_ROLES,
  MINISTRY_ADMIN_ROLES,
  PLATFORM_STAFF_ROLES,
  VOLUNTEER_MANAGEMENT_ROLES,
} from './role-groups';

describe('requiredAccessFor', () => {
  it('names the SPEC §6 level whose role group a route declares', () => {
    expect(requiredAccessFor(CHURCH_ADMIN_ROLES)).toBe('church_admin');
    expect(requiredAccessFor(GROUP_ADMIN_ROLES)).toBe('group_admin');
    expect(requiredAccessFor(MINISTRY_ADMIN_ROLES)).toBe('ministry_admin');
    expect(requiredAccessFor(VOLUNTEER_MANAGEMENT_ROLES)).toBe('volunteer_management');
  });

  it('ignores the order of the roles and whether the owner role is listed', () => {
    expect(requiredAccessFor([...CHURCH_ADMIN_ROLES].reverse())).toBe('church_admin');
    expect(requiredAccessFor(['leader', 'group_admin'])).toBe('group_admin');
    expect(requiredAccessFor(['lead_pastor', 'pastor', 'ministry_admin'])).toBe('ministry_admin');
  });

  it("names the church's staff and the platform's staff for exactly their roles, never church admin", () => {
    expect(requiredAccessFor(CHURCH_MEMBERSHIP_MANAGER_ROLES)).toBe('staff');
    expect(requiredAccessFor(PLATFORM_STAFF_ROLES)).toBe('platform_staff');
    expect(accessDeniedMessage('platform_staff')).toBe('This needs platform staff access');
  });

  it('names the smallest admin section that holds every role of a narrower list', () => {
    expect(requiredAccessFor(['church_admin'])).toBe('church_admin');
    expect(requiredAccessFor(['admin'])).toBe('church_admin');
    expect(requiredAccessFor(['koinonia_support', 'platform_admin'])).toBe('church_admin');
    expect(requiredAccessFor(['leader'])).toBe('group_admin');
    expect(requiredAccessFor(['pastor', 'lead_pastor'])).toBe('ministry_admin');
  });

  it('names Volunteer Management for a list only it holds, and staff for a list no level holds', () => {
    expect(requiredAccessFor(['group_admin', 'ministry_admin'])).toBe('volunteer_management');
    expect(requiredAccessFor(['leader', 'church_admin'])).toBe('staff');
    expect(requiredAccessFor(['member'])).toBe('staff');
    expect(requiredAccessFor([])).toBe('staff');
    expect(requiredAccessFor(['koinonia_owner'])).toBe('staff');
  });

  it('always answers a known level', () => {
    for (const roles of [CHURCH_ADMIN_ROLES, ['member' as const], ['super_admin' as const]]) {
      expect(isAccessLevel(requiredAccessFor(roles))).toBe(true);
    }
    expect(isAccessLevel('owner')).toBe(false);
    expect(isAccessLevel(undefined)).toBe(false);
  });
});

describe('accessDeniedMessage', () => {
  it('says in English what access is needed', () => {
    expect(accessDeniedMessage('church_admin')).toBe('This needs church admin access');
    expect(accessDeniedMessage('volunteer_management')).toBe('This needs volunteer management access');
    for (const level of accessLevels) expect(accessDeniedMessage(level)).toMatch(/^This needs [a-z ]+ access$/);
  });
});
