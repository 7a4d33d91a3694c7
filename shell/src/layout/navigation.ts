import { CHURCH_ADMIN_ROLES, hasAnyRole, type Role } from '@koinonia/contracts';

export interface NavigationItem {
  label: string;
  path: string;
}
export interface NavigationGroup {
  id: string;
  label: string | null;
  items: NavigationItem[];
  /** Who sees the group; everyone signed in when absent. */
  roles?: readonly Role[];
}

const GROUP_ADMIN_ROLES: readonly Role[] = ['group_admin', 'leader'];
const MINISTRY_ADMIN_ROLES: readonly Role[] = ['ministry_admin', 'pastor', 'lead_pastor'];

/** SPEC §2 "Sidebar": groups and items, with the §6 role visibility (the owner role sees everything). */
export const navigationGroups: readonly NavigationGroup[] = [
  { id: 'home', label: null, items: [{ label: 'Home', path: '/dashboard' }] },
  {
    id: 'connect',
    label: 'CONNECT',
    items: [
      { label: 'Communities', path: '/communities' },
      { label: 'Forums', path: '/forums' },
      { label: 'Contacts', path: '/contacts' },
      { label: 'Messages', path: '/messages' },
      { label: 'Events', path: '/events' },
      { label: 'Engagement Board', path: '/leaderboard' },
    ],
  },
  {
    id: 'worship',
    label: 'WORSHIP',
    items: [
      { label: 'Bible Reading', path: '/bible-reading' },
      { label: 'S.O.A.P. Journal', path: '/soap-journal' },
      { label: 'Prayer Wall', path: '/prayer-wall' },
      { label: 'Spiritual Audio', path: '/spiritual-audio' },
      { label: 'Saved', path: '/saved' },
    ],
  },
  {
    id: 'serve',
    label: 'SERVE',
    items: [
      { label: 'Serve Hub', path: '/divine' },
      { label: 'Opportunities', path: '/volunteer-opportunities' },
      { label: 'My Applications', path: '/volunteer-application' },
    ],
  },
  {
    id: 'create',
    label: 'CREATE',
    items: [
      { label: 'Professional Studio', path: '/professional-studio' },
      { label: 'Media Management', path: '/media-management' },
    ],
  },
  { id: 'group-admin', label: 'GROUP ADMIN', roles: GROUP_ADMIN_ROLES, items: [{ label: 'Dashboard', path: '/group-admin' }] },
  { id: 'ministry-admin', label: 'MINISTRY ADMIN', roles: MINISTRY_ADMIN_ROLES, items: [{ label: 'Dashboard', path: '/ministry-admin' }] },
  {
    id: 'church-admin',
    label: 'CHURCH ADMIN',
    roles: CHURCH_ADMIN_ROLES,
    items: [
      { label: 'Church Dashboard', path: '/admin' },
      { label: 'Communication Hub', path: '/communication' },
      { label: 'Analytics', path: '/analytics' },
    ],
  },
  {
    id: 'account',
    label: 'ACCOUNT',
    items: [
      { label: 'Profile', path: '/profile' },
      { label: 'Candles', path: '/candles' },
      { label: 'Settings', path: '/settings' },
    ],
  },
];

export function visibleGroups(role: Role | null): NavigationGroup[] {
  return navigationGroups.filter((group) => !group.roles || hasAnyRole(role, group.roles));
}
