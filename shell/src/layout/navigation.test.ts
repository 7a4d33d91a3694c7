import type { Role } from '@koinonia/contracts';
import { groupForPath, isItemActive, navigationGroups, visibleGroups, type AdminAccess } from './navigation';

const noAdmin: AdminAccess = { hasAdminAccess: false, hasGroupAdminAccess: false, hasMinistryAdminAccess: false };
const groupIds = (role: Role | null, admin: AdminAccess | null = noAdmin) => visibleGroups({ role, admin }).map((group) => group.id);
const itemLabels = (role: Role, admin: AdminAccess = noAdmin) =>
  visibleGroups({ role, admin }).flatMap((group) => group.items.map((item) => item.label));

describe('SPEC §2 sidebar groups and items', () => {
  it('lists every group and item of the spec, in order', () => {
    expect(navigationGroups.map((group) => group.label)).toEqual([
      null, 'CONNECT', 'WORSHIP', 'SERVE', 'CREATE', 'GROUP ADMIN', 'MINISTRY ADMIN', 'CHURCH ADMIN', 'ACCOUNT',
    ]);
    const labels = Object.fromEntries(navigationGroups.map((group) => [group.id, group.items.map((item) => item.label)]));
    expect(labels.connect).toEqual(['Communities', 'Forums', 'Contacts', 'Messages', 'Events', 'Engagement Board']);
    expect(labels.worship).toEqual(['Bible Reading', 'S.O.A.P. Journal', 'Prayer Wall', 'Spiritual Audio', 'Saved']);
    expect(labels.serve).toEqual(['Serve Hub', 'Opportunities', 'My Applications', 'Volunteer Management']);
    expect(labels.create).toEqual(['Professional Studio', 'Media Management']);
    expect(labels['group-admin']).toEqual(['Dashboard', 'Members', 'Events', 'Content Moderation', 'Resources', 'Settings']);
    expect(labels['ministry-admin']).toEqual([
      'Dashboard', 'People Management', 'Groups', 'Events', 'Content Moderation', 'Resources', 'Reports', 'Settings',
    ]);
    expect(labels['church-admin']).toEqual([
      'Church Dashboard', 'People Management', 'Content Creation', 'Communication Hub', 'Content Moderation', 'Analytics',
    ]);
    expect(labels.account).toEqual(['Profile', 'Candles', 'Settings']);
  });

  it('puts the admin groups under their paths and the named items at theirs', () => {
    const byId = (id: string) => navigationGroups.find((group) => group.id === id)!;
    expect(byId('group-admin').items.every((item) => item.path.startsWith('/group-admin'))).toBe(true);
    expect(byId('ministry-admin').items.every((item) => item.path.startsWith('/ministry-admin'))).toBe(true);
    const path = (label: string) => navigationGroups.flatMap((group) => group.items).find((item) => item.label === label)?.path;
    expect(path('Engagement Board')).toBe('/leaderboard');
    expect(path('Serve Hub')).toBe('/divine');
    expect(path('Church Dashboard')).toBe('/admin');
    expect(path('Content Creation')).toBe('/sermon-studio');
    const churchAdmin = navigationGroups.find((group) => group.id === 'church-admin')!;
    expect(churchAdmin.items.find((item) => item.label === 'People Management')?.path).toBe('/member-management');
  });
});

describe('SPEC §6 sidebar visibility', () => {
  it('shows a member only the everyday groups, SERVE included', () => {
    expect(groupIds('member')).toEqual(['home', 'connect', 'worship', 'serve', 'create', 'account']);
    expect(itemLabels('member')).not.toContain('Volunteer Management');
  });

  it('shows GROUP ADMIN to group_admin and leader, and to an admin of a group-type community', () => {
    expect(groupIds('group_admin')).toContain('group-admin');
    expect(groupIds('leader')).toContain('group-admin');
    expect(groupIds('member')).not.toContain('group-admin');
    expect(groupIds('member', { ...noAdmin, hasGroupAdminAccess: true })).toContain('group-admin');
  });

  it('shows MINISTRY ADMIN to ministry_admin, pastor and lead_pastor, and to an admin of a ministry-type community', () => {
    for (const role of ['ministry_admin', 'pastor', 'lead_pastor'] as const) expect(groupIds(role)).toContain('ministry-admin');
    expect(groupIds('group_admin')).not.toContain('ministry-admin');
    expect(groupIds('member', { ...noAdmin, hasMinistryAdminAccess: true })).toContain('ministry-admin');
  });

  it('shows CHURCH ADMIN to the global admin roles and to whoever the server grants admin access', () => {
    for (const role of ['admin', 'church_admin', 'system_admin', 'super_admin', 'pastor', 'lead_pastor', 'koinonia_support', 'platform_admin', 'regional_admin'] as const) {
      expect(groupIds(role)).toContain('church-admin');
    }
    expect(groupIds('leader')).not.toContain('church-admin');
    expect(groupIds('member', { ...noAdmin, hasAdminAccess: true })).toContain('church-admin');
  });

  it("shows CHURCH ADMIN's People Management (/member-management) only to the church's own staff, whom the server lets in", () => {
    for (const role of ['admin', 'church_admin', 'pastor', 'lead_pastor', 'koinonia_owner'] as const) {
      expect(itemLabels(role)).toContain('People Management');
    }
    for (const role of ['system_admin', 'super_admin', 'koinonia_support', 'platform_admin', 'regional_admin'] as const) {
      expect(groupIds(role)).toContain('church-admin');
      expect(visibleGroups({ role, admin: noAdmin }).find((group) => group.id === 'church-admin')!.items.map((item) => item.label)).not.toContain('People Management');
    }
    const communityAdmin = visibleGroups({ role: 'member', admin: { ...noAdmin, hasAdminAccess: true } });
    expect(communityAdmin.find((group) => group.id === 'church-admin')!.items.map((item) => item.path)).not.toContain('/member-management');
  });

  it('shows Volunteer Management to the leading roles only', () => {
    for (const role of ['admin', 'group_admin', 'leader', 'ministry_admin', 'pastor', 'lead_pastor'] as const) {
      expect(itemLabels(role)).toContain('Volunteer Management');
    }
    expect(itemLabels('church_admin')).not.toContain('Volunteer Management');
  });

  it('lets the owner role through every check', () => {
    expect(groupIds('koinonia_owner')).toEqual(navigationGroups.map((group) => group.id));
    expect(itemLabels('koinonia_owner')).toContain('Volunteer Management');
  });
});

describe('SPEC §2: the group matching the current path', () => {
  it('finds the group of the current path, sub-paths included', () => {
    const groups = visibleGroups({ role: 'koinonia_owner', admin: null });
    expect(groupForPath(groups, '/prayer-wall')).toBe('worship');
    expect(groupForPath(groups, '/group-admin/members')).toBe('group-admin');
    expect(groupForPath(groups, '/member-management')).toBe('church-admin');
    expect(groupForPath(groups, '/nowhere')).toBeNull();
  });

  it('marks the deepest matching item active, not its parent dashboard', () => {
    const group = navigationGroups.find((candidate) => candidate.id === 'group-admin')!;
    const [dashboard, members] = group.items;
    expect(isItemActive(members!, '/group-admin/members', group.items)).toBe(true);
    expect(isItemActive(dashboard!, '/group-admin/members', group.items)).toBe(false);
    expect(isItemActive(dashboard!, '/group-admin', group.items)).toBe(true);
  });
});
