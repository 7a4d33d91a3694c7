import {
  CHURCH_ADMIN_ROLES,
  CHURCH_MEMBERSHIP_MANAGER_ROLES,
  GROUP_ADMIN_ROLES,
  hasAnyRole,
  MINISTRY_ADMIN_ROLES,
  VOLUNTEER_MANAGEMENT_ROLES,
  type Role,
} from '@koinonia/contracts';
import type { IconName } from './icons';

export interface NavigationItem {
  id: string;
  label: string;
  path: string;
  icon: IconName;
  /** Who sees the item; everyone who sees its group when absent. */
  visible?: (access: NavigationAccess) => boolean;
}
export interface NavigationGroup {
  id: string;
  /** Home has no heading. */
  label: string | null;
  /** Shown as the group's first-view tooltip. */
  description: string;
  items: NavigationItem[];
  visible?: (access: NavigationAccess) => boolean;
}

/** SPEC §3 "Admin communities response", the part the sidebar reads. */
export interface AdminAccess {
  hasAdminAccess: boolean;
  hasGroupAdminAccess: boolean;
  hasMinistryAdminAccess: boolean;
}
/** What decides visibility: the server's role (GET /api/auth/user-role) and admin access (admin-communities). */
export interface NavigationAccess {
  role: Role | null;
  admin: AdminAccess | null;
}

/** SPEC §6 sidebar table, with the role groups of @koinonia/contracts (hasAnyRole lets the owner role through every check). */
export const visibility = {
  groupAdmin: ({ role, admin }: NavigationAccess) => hasAnyRole(role, GROUP_ADMIN_ROLES) || admin?.hasGroupAdminAccess === true,
  ministryAdmin: ({ role, admin }: NavigationAccess) =>
    hasAnyRole(role, MINISTRY_ADMIN_ROLES) || admin?.hasMinistryAdminAccess === true,
  churchAdmin: ({ role, admin }: NavigationAccess) => admin?.hasAdminAccess === true || hasAnyRole(role, CHURCH_ADMIN_ROLES),
  volunteerManagement: ({ role }: NavigationAccess) => hasAnyRole(role, VOLUNTEER_MANAGEMENT_ROLES),
  /** Platform staff and community admins see CHURCH ADMIN too, but belong to no church's staff: the server refuses them. */
  memberManagement: ({ role }: NavigationAccess) => hasAnyRole(role, CHURCH_MEMBERSHIP_MANAGER_ROLES),
};

const item = (id: string, label: string, path: string, icon: IconName, visible?: NavigationItem['visible']): NavigationItem => ({
  id,
  label,
  path,
  icon,
  ...(visible ? { visible } : {}),
});

/** SPEC §2 "Sidebar": the groups and items, in order. */
export const navigationGroups: readonly NavigationGroup[] = [
  { id: 'home', label: null, description: 'Your dashboard', items: [item('home', 'Home', '/dashboard', 'home')] },
  {
    id: 'connect',
    label: 'CONNECT',
    description: 'Communities, conversations and events with your church',
    items: [
      item('communities', 'Communities', '/communities', 'people'),
      item('forums', 'Forums', '/forums', 'forum'),
      item('contacts', 'Contacts', '/contacts', 'contacts'),
      item('messages', 'Messages', '/messages', 'message'),
      item('events', 'Events', '/events', 'calendar'),
      item('leaderboard', 'Engagement Board', '/leaderboard', 'trophy'),
    ],
  },
  {
    id: 'worship',
    label: 'WORSHIP',
    description: 'Scripture, prayer and reflection',
    items: [
      item('bible-reading', 'Bible Reading', '/bible-reading', 'book'),
      item('soap-journal', 'S.O.A.P. Journal', '/soap-journal', 'journal'),
      item('prayer-wall', 'Prayer Wall', '/prayer-wall', 'prayer'),
      item('spiritual-audio', 'Spiritual Audio', '/spiritual-audio', 'audio'),
      item('saved', 'Saved', '/saved', 'bookmark'),
    ],
  },
  {
    id: 'serve',
    label: 'SERVE',
    description: 'Volunteer with the D.I.V.I.N.E. Serve Hub',
    items: [
      item('serve-hub', 'Serve Hub', '/divine', 'hands'),
      item('opportunities', 'Opportunities', '/volunteer-opportunities', 'compass'),
      item('applications', 'My Applications', '/volunteer-application', 'clipboard'),
      item('volunteer-management', 'Volunteer Management', '/volunteer-management', 'team', visibility.volunteerManagement),
    ],
  },
  {
    id: 'create',
    label: 'CREATE',
    description: 'Studios for media and content',
    items: [
      item('professional-studio', 'Professional Studio', '/professional-studio', 'video'),
      item('media-management', 'Media Management', '/media-management', 'image'),
    ],
  },
  {
    id: 'group-admin',
    label: 'GROUP ADMIN',
    description: 'Run the groups you lead',
    visible: visibility.groupAdmin,
    items: [
      item('group-admin-dashboard', 'Dashboard', '/group-admin', 'dashboard'),
      item('group-admin-members', 'Members', '/group-admin/members', 'people'),
      item('group-admin-events', 'Events', '/group-admin/events', 'calendar'),
      item('group-admin-moderation', 'Content Moderation', '/group-admin/content-moderation', 'shield'),
      item('group-admin-resources', 'Resources', '/group-admin/resources', 'folder'),
      item('group-admin-settings', 'Settings', '/group-admin/settings', 'settings'),
    ],
  },
  {
    id: 'ministry-admin',
    label: 'MINISTRY ADMIN',
    description: 'Run the ministries you lead',
    visible: visibility.ministryAdmin,
    items: [
      item('ministry-admin-dashboard', 'Dashboard', '/ministry-admin', 'dashboard'),
      item('ministry-admin-people', 'People Management', '/ministry-admin/people', 'people'),
      item('ministry-admin-groups', 'Groups', '/ministry-admin/groups', 'team'),
      item('ministry-admin-events', 'Events', '/ministry-admin/events', 'calendar'),
      item('ministry-admin-moderation', 'Content Moderation', '/ministry-admin/content-moderation', 'shield'),
      item('ministry-admin-resources', 'Resources', '/ministry-admin/resources', 'folder'),
      item('ministry-admin-reports', 'Reports', '/ministry-admin/reports', 'chart'),
      item('ministry-admin-settings', 'Settings', '/ministry-admin/settings', 'settings'),
    ],
  },
  {
    id: 'church-admin',
    label: 'CHURCH ADMIN',
    description: 'Administer the whole church',
    visible: visibility.churchAdmin,
    items: [
      item('church-dashboard', 'Church Dashboard', '/admin', 'church'),
      // SPEC §1 "Member management": the church's people, their roles and requests to join.
      item('church-people', 'People Management', '/member-management', 'people', visibility.memberManagement),
      item('content-creation', 'Content Creation', '/sermon-studio', 'pen'),
      item('communication-hub', 'Communication Hub', '/communication', 'megaphone'),
      item('church-moderation', 'Content Moderation', '/content-moderation', 'shield'),
      item('analytics', 'Analytics', '/analytics', 'chart'),
    ],
  },
  {
    id: 'account',
    label: 'ACCOUNT',
    description: 'Your profile, candles and settings',
    items: [
      item('profile', 'Profile', '/profile', 'user'),
      item('candles', 'Candles', '/candles', 'candle'),
      item('settings', 'Settings', '/settings', 'settings'),
    ],
  },
];

/** The groups and items this person may see (SPEC §6), empty groups left out. */
export function visibleGroups(access: NavigationAccess, groups: readonly NavigationGroup[] = navigationGroups): NavigationGroup[] {
  return groups
    .filter((group) => !group.visible || group.visible(access))
    .map((group) => ({ ...group, items: group.items.filter((entry) => !entry.visible || entry.visible(access)) }))
    .filter((group) => group.items.length > 0);
}

function pathOnly(path: string): string {
  return path.split('?', 1)[0]!;
}

/** Whether an item is the current page: its path, or a path below it (/group-admin/members is within /group-admin). */
export function isItemActive(entry: NavigationItem, pathname: string, groupItems: readonly NavigationItem[] = []): boolean {
  const path = pathOnly(entry.path);
  if (pathname === path) return true;
  if (!pathname.startsWith(`${path}/`)) return false;
  // A deeper sibling (e.g. /group-admin/members) wins over its parent dashboard.
  return !groupItems.some((other) => other !== entry && pathOnly(other.path).startsWith(`${path}/`) && (pathname === pathOnly(other.path) || pathname.startsWith(`${pathOnly(other.path)}/`)));
}

/** SPEC §2: the group matching the current path expands automatically. */
export function groupForPath(groups: readonly NavigationGroup[], pathname: string): string | null {
  return groups.find((group) => group.items.some((entry) => isItemActive(entry, pathname, group.items)))?.id ?? null;
}
