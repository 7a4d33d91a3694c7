import {
  CHURCH_MEMBERSHIP_MANAGER_ROLES,
  hasAnyRole,
  type AccessLevel,
  type Campus,
  type Community,
  type CommunityJoinRequest,
  type CommunityMember,
  type CommunityPrivacy,
  type CommunityRole,
  type CommunityStanding,
  type CommunityType,
  type KeysetPosition,
  type MyCommunity,
  type Role,
} from '@koinonia/contracts';

/** Who reads the communities: a person of one church, with their church role. */
export interface CommunityReader {
  userId: string;
  churchId: string;
  role: Role;
}

/** A community as one reader reads it: its settings, its size, and the reader's own standing. */
export interface CommunityRecord {
  id: string;
  churchId: string;
  name: string;
  type: CommunityType;
  description: string;
  privacy: CommunityPrivacy;
  campus: { id: string; name: string } | null;
  memberCount: number;
  /** The reader's role in it, null when they are not a member. */
  readerRole: CommunityRole | null;
  readerRequested: boolean;
  createdAt: Date;
}

export interface MemberRecord {
  userId: string;
  name: string;
  role: CommunityRole;
  joinedAt: Date;
}

export interface JoinRequestRecord {
  userId: string;
  name: string;
  requestedAt: Date;
}

export interface CampusRecord {
  id: string;
  churchId: string;
  name: string;
  address: string;
}

/**
 * The church's own staff (admin, church admin, pastors, the owner): they see every community of their church,
 * hidden ones included, create any kind, run every one and take them down.
 */
export const isChurchStaff = (role: Role) => hasAnyRole(role, CHURCH_MEMBERSHIP_MANAGER_ROLES);

/** Hidden communities are seen by their members and the church's staff; the others by the whole church. */
export function canSee(community: CommunityRecord, reader: CommunityReader): boolean {
  if (community.churchId !== reader.churchId) return false;
  return community.privacy !== 'hidden' || community.readerRole !== null || isChurchStaff(reader.role);
}

/** Its admins and the church's staff change its settings and its members. */
export const canManage = (community: CommunityRecord, reader: CommunityReader) =>
  community.readerRole === 'admin' || isChurchStaff(reader.role);

/** Its admins and leaders, and the church's staff, answer the requests to join. */
export const canReviewRequests = (community: CommunityRecord, reader: CommunityReader) =>
  community.readerRole === 'admin' || community.readerRole === 'leader' || isChurchStaff(reader.role);

/** Its members see who else is in it; an open community's members are the church's to see. */
export const canSeeMembers = (community: CommunityRecord, reader: CommunityReader) =>
  community.readerRole !== null || community.privacy === 'open' || isChurchStaff(reader.role);

/** The church's staff create any kind of community; a group admin a group, a ministry admin a ministry. */
export function canCreate(type: CommunityType, role: Role): boolean {
  if (isChurchStaff(role)) return true;
  if (type === 'group') return hasAnyRole(role, ['group_admin']);
  if (type === 'ministry') return hasAnyRole(role, ['ministry_admin']);
  return false;
}

/** What a refused manager is told they need (SPEC §6): the admin section of the community's kind. */
export function managementAccess(type: CommunityType): AccessLevel {
  if (type === 'group') return 'group_admin';
  if (type === 'ministry') return 'ministry_admin';
  return 'staff';
}

/**
 * What joining does: an open community takes the reader in at once, a by-request one records their request;
 * a hidden one is entered only when an admin adds them (the church's staff, who see it, may come in).
 */
export function joinOutcome(
  community: CommunityRecord,
  reader: CommunityReader,
): 'already' | 'member' | 'request' | 'not_found' {
  if (community.readerRole !== null) return 'already';
  if (community.privacy === 'open') return 'member';
  if (community.privacy === 'by_request') return 'request';
  return isChurchStaff(reader.role) ? 'member' : 'not_found';
}

/** A community keeps at least one admin: the last one may neither leave nor be demoted nor removed. */
export const takesAwayLastAdmin = (current: CommunityRole, next: CommunityRole | null, adminCount: number) =>
  current === 'admin' && next !== 'admin' && adminCount <= 1;

export function standingOf(community: CommunityRecord): CommunityStanding {
  if (community.readerRole) return community.readerRole;
  return community.readerRequested ? 'requested' : 'none';
}

export const namePosition = (item: { name: string; id: string }): KeysetPosition => ({
  sortKey: item.name,
  id: item.id,
});
export const memberPosition = (member: MemberRecord): KeysetPosition => ({ sortKey: member.name, id: member.userId });
export const requestPosition = (request: JoinRequestRecord): KeysetPosition => ({
  sortKey: request.requestedAt.toISOString(),
  id: request.userId,
});

export function toCommunity(community: CommunityRecord, reader: CommunityReader): Community {
  return {
    id: community.id,
    name: community.name,
    type: community.type,
    description: community.description,
    privacy: community.privacy,
    campus: community.campus,
    memberCount: community.memberCount,
    myStanding: standingOf(community),
    canManage: canManage(community, reader),
    canDelete: isChurchStaff(reader.role),
    createdAt: community.createdAt.toISOString(),
  };
}

export function toMyCommunity(community: CommunityRecord): MyCommunity {
  return {
    id: community.id,
    name: community.name,
    type: community.type,
    description: community.description,
    myRole: community.readerRole ?? 'member',
    memberCount: community.memberCount,
  };
}

export const toMember = (member: MemberRecord, reader: CommunityReader): CommunityMember => ({
  userId: member.userId,
  name: member.name,
  role: member.role,
  isMe: member.userId === reader.userId,
  joinedAt: member.joinedAt.toISOString(),
});

export const toJoinRequest = (request: JoinRequestRecord): CommunityJoinRequest => ({
  userId: request.userId,
  name: request.name,
  requestedAt: request.requestedAt.toISOString(),
});

export const toCampus = (campus: CampusRecord): Campus => ({
  id: campus.id,
  name: campus.name,
  address: campus.address,
});
