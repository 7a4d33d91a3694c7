// No zod here (see prayer-wall-endpoints.ts); the schemas are in prayer-circles.ts.
import { defineEndpoints } from './endpoint';
import type { PrayerCircleSchemas } from './prayer-circles';

export const PRAYER_CIRCLE_NAME_MAX_LENGTH = 80;
export const PRAYER_CIRCLE_DESCRIPTION_MAX_LENGTH = 500;
/** A circle is a few people who pray for each other, not a congregation. */
export const PRAYER_CIRCLE_MEMBERS_MAX = 50;
/** Circles one member may belong to. */
export const PRAYER_CIRCLES_PER_MEMBER_MAX = 30;

/**
 * Prayer circles (SPEC §1): a few members of one church who share private requests. A circle's owner
 * invites with a link; whoever opens it (in the same church) may accept; members leave, the owner removes.
 */
export const prayerCircleEndpoints = defineEndpoints<PrayerCircleSchemas>()({
  /** The circles the caller belongs to, in their church. */
  list: ['GET', '/api/prayer-circles'],
  create: ['POST', '/api/prayer-circles', 201],
  /** A circle and its members, for its members. */
  get: ['GET', '/api/prayer-circles/:circleId'],
  update: ['PUT', '/api/prayer-circles/:circleId'],
  /** The owner ends the circle; the requests shared with it stay their authors'. */
  remove: ['DELETE', '/api/prayer-circles/:circleId', 204],
  /** The circle's private feed: the requests shared with it, newest first. */
  feed: ['GET', '/api/prayer-circles/:circleId/prayers'],
  /** The owner's invitation link (made on first ask). */
  invitation: ['GET', '/api/prayer-circles/:circleId/invitation'],
  /** A new link; the old one stops working. */
  renewInvitation: ['POST', '/api/prayer-circles/:circleId/invitation'],
  /** What an invitation leads to, before accepting it. */
  invitationPreview: ['GET', '/api/prayer-circle-invitations/:code'],
  accept: ['POST', '/api/prayer-circle-invitations/:code/accept'],
  /** The caller leaves; an owner who leaves hands the circle to its longest member, or ends it when alone. */
  leave: ['DELETE', '/api/prayer-circles/:circleId/membership', 204],
  /** The owner removes a member. */
  removeMember: ['DELETE', '/api/prayer-circles/:circleId/members/:userId', 204],
  /** The journal reflections (saved S.O.A.P. entries) its members shared with the circle, newest first. */
  reflections: ['GET', '/api/prayer-circles/:circleId/reflections'],
  /** The circles one of the caller's journal entries is shared with. */
  entryCircles: ['GET', '/api/soap-entries/:entryId/circles'],
  /** Shares a saved entry of the caller's with these of their circles (and no others). */
  shareEntry: ['PUT', '/api/soap-entries/:entryId/circles'],
});
