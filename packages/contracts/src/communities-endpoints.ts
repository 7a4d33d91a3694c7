// No zod here: a remote's screens import this module (their bundles stay free of zod); the schemas are
// in communities.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { CampusSchemas, CommunitySchemas } from './communities';

/**
 * SPEC §3 "Admin communities response": a community of a church is a group, a ministry or another kind.
 * The church itself is identity's church membership; these are the communities inside one church.
 */
export const communityTypes = ['group', 'ministry', 'other'] as const;
export type CommunityType = (typeof communityTypes)[number];

/** A member's standing in one community; its admins run it (SPEC §6 "admin in a group-type community"). */
export const communityRoles = ['member', 'leader', 'admin'] as const;
export type CommunityRole = (typeof communityRoles)[number];

/**
 * Who may come in: anyone of the church at once (open), on a request its admins accept (by_request), or only
 * when an admin adds them (hidden: the church does not see it, only its members and the church's staff).
 */
export const communityPrivacies = ['open', 'by_request', 'hidden'] as const;
export type CommunityPrivacy = (typeof communityPrivacies)[number];

/** The caller's standing in a community: a role, a pending request, or none. */
export const communityStandings = ['member', 'leader', 'admin', 'requested', 'none'] as const;
export type CommunityStanding = (typeof communityStandings)[number];

export const COMMUNITY_NAME_MAX_LENGTH = 120;
export const COMMUNITY_DESCRIPTION_MAX_LENGTH = 2000;
export const COMMUNITY_SEARCH_MAX_LENGTH = 100;
export const CAMPUS_NAME_MAX_LENGTH = 120;
export const CAMPUS_ADDRESS_MAX_LENGTH = 300;

/**
 * The communities of the caller's church (/communities, /community, /community-management): the directory,
 * joining and leaving, requests to join, members and their roles, and the church's campuses.
 */
export const communityEndpoints = defineEndpoints<CommunitySchemas>()({
  /** The directory: what the caller may see of their church's communities, by name; by words, type, campus, standing. */
  list: ['GET', '/api/communities'],
  /** The caller's own communities with their role (every one, by name: a member belongs to a few). */
  mine: ['GET', '/api/communities/mine'],
  /** The communities the caller runs (admin or leader); the church's staff run them all. */
  managed: ['GET', '/api/communities/managed'],
  get: ['GET', '/api/communities/:communityId'],
  /** Church staff, and group / ministry admins for their type; the creator becomes its admin. */
  create: ['POST', '/api/communities', 201],
  /** Its admins or the church's staff change its name, description, type, privacy and campus. */
  update: ['PUT', '/api/communities/:communityId'],
  /** The church's staff take a community down. */
  remove: ['DELETE', '/api/communities/:communityId', 204],
  /** Open: the caller is a member at once; by request: their request waits for its admins. */
  join: ['POST', '/api/communities/:communityId/join'],
  /** The caller takes back their own pending request. */
  cancelRequest: ['DELETE', '/api/communities/:communityId/join-request', 204],
  /** The caller leaves (the last admin may not). */
  leave: ['DELETE', '/api/communities/:communityId/membership', 204],
  /** Its members by name, each with their role. */
  members: ['GET', '/api/communities/:communityId/members'],
  /** An admin (or the church's staff) adds a person of the church: for a hidden community, the way in. */
  addMember: ['POST', '/api/communities/:communityId/members', 201],
  /** The people of the church an admin may add (not members yet), by name. */
  candidates: ['GET', '/api/communities/:communityId/candidates'],
  setRole: ['PUT', '/api/communities/:communityId/members/:userId/role'],
  removeMember: ['DELETE', '/api/communities/:communityId/members/:userId', 204],
  /** The pending requests to join, oldest first, for its admins and leaders and the church's staff. */
  requests: ['GET', '/api/communities/:communityId/requests'],
  acceptRequest: ['POST', '/api/communities/:communityId/requests/:userId/accept'],
  declineRequest: ['POST', '/api/communities/:communityId/requests/:userId/decline', 204],
});

/** The campuses of the caller's church (SPEC §1 multi-campus): listed to its people, kept by its staff. */
export const campusEndpoints = defineEndpoints<CampusSchemas>()({
  list: ['GET', '/api/campuses'],
  create: ['POST', '/api/campuses', 201],
  update: ['PUT', '/api/campuses/:campusId'],
  remove: ['DELETE', '/api/campuses/:campusId', 204],
});
