import { z } from 'zod';
import { searchWords } from './search-words';
import { PLATFORM_STAFF_ROLES } from './role-groups';
import { OWNER_ROLE, type Role } from './roles';
import { roleSchema } from './role-schema';
import { pageQuerySchema, pageSchema } from './keyset-page';

/*
 * Church membership. Choosing a church (onboarding) asks to join it: the person stays a visitor of it until
 * the church's staff accept, or until they join through the link the church shares. Staff accept and
 * decline requests, give people their church roles and remove them. Every change of role, church or account
 * status reaches every signed-in session of that person on their very next call.
 */

/** Where the signed-in person stands with a church. */
export const churchMembershipStatuses = ['none', 'pending', 'member'] as const;
export type ChurchMembershipStatus = (typeof churchMembershipStatuses)[number];

export const churchSummarySchema = z.object({ id: z.string(), name: z.string() });

/** GET /api/church-memberships/mine */
export const myChurchMembershipSchema = z.object({
  status: z.enum(churchMembershipStatuses),
  /** The church belonged to, or asked to join; null with status none. */
  church: churchSummarySchema.nullable(),
  /** When the pending request was made. */
  requestedAt: z.string().nullable(),
});
export type MyChurchMembership = z.infer<typeof myChurchMembershipSchema>;

/** GET /api/church-memberships/requests: people waiting to be accepted, oldest first. */
export const churchJoinRequestSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  requestedAt: z.string(),
});
export type ChurchJoinRequest = z.infer<typeof churchJoinRequestSchema>;
export const churchJoinRequestPageSchema = pageSchema(churchJoinRequestSchema);
export type ChurchJoinRequestPage = z.infer<typeof churchJoinRequestPageSchema>;
export const churchJoinRequestQuerySchema = pageQuerySchema();

/**
 * GET /api/church-memberships/members?q=&offset=&limit=: the church's people, by name. Offset paging, as
 * the church list of onboarding: the list is sorted by name, which a (createdAt, id) cursor cannot follow.
 */
export const CHURCH_MEMBER_SEARCH_MAX_LENGTH = 100;
export const CHURCH_MEMBER_PAGE_SIZE = 25;
export const churchMemberQuerySchema = z.strictObject({
  q: searchWords(CHURCH_MEMBER_SEARCH_MAX_LENGTH).optional(),
  offset: z.coerce.number().int('offset must be a whole number').min(0, 'offset must be at least 0').max(100_000).default(0),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(CHURCH_MEMBER_PAGE_SIZE),
});
export const churchMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  /** Whether the caller may change this person's role or remove them (see canManageChurchMember). */
  manageable: z.boolean(),
});
export type ChurchMember = z.infer<typeof churchMemberSchema>;
export const churchMemberPageSchema = z.object({ items: z.array(churchMemberSchema), nextOffset: z.number().nullable() });
export type ChurchMemberPage = z.infer<typeof churchMemberPageSchema>;

/**
 * The roles a church gives its own people, lowest first. Staff give roles up to their own rank, to people
 * below or at it, never to themselves. The platform's roles (support, system and regional admins, the
 * owner) are not given by a church.
 */
export const churchRoleLadder = ['member', 'leader', 'group_admin', 'ministry_admin', 'pastor', 'lead_pastor', 'church_admin', 'admin'] as const;
export type ChurchRole = (typeof churchRoleLadder)[number];
export const churchRoleSchema = z.enum(churchRoleLadder, 'Choose one of the church roles');

const rankOf = (role: Role): number => {
  const rank = (churchRoleLadder as readonly Role[]).indexOf(role);
  // Platform roles outrank every church role.
  return rank === -1 ? churchRoleLadder.length : rank;
};

/** Whether `actor` may change the church role of a person who has `target`'s role (to `newRole`, if given). */
export function canManageChurchMember(actor: Role, target: Role, newRole?: Role): boolean {
  if (actor === OWNER_ROLE) return target !== OWNER_ROLE;
  if (!(churchRoleLadder as readonly Role[]).includes(target)) return false;
  return rankOf(actor) >= rankOf(target) && (newRole === undefined || rankOf(actor) >= rankOf(newRole));
}

/** PUT /api/church-memberships/members/:userId/role */
export const churchRoleChangeSchema = z.strictObject({ role: churchRoleSchema });

/** :userId path parameters. */
export const churchMemberParamsSchema = z.strictObject({ userId: z.uuid('The person is not valid') });

/** The join link a church shares: /join-church?code=… */
export const CHURCH_JOIN_CODE_LENGTH = 22;
/** GET /api/church-memberships/join-link (code null until one is made); POST makes a new one, ending the old. */
export const churchJoinLinkSchema = z.object({ code: z.string().nullable(), church: churchSummarySchema });
export type ChurchJoinLink = z.infer<typeof churchJoinLinkSchema>;
/** POST /api/church-memberships/join {code}, and GET …/join?code= (the church the link leads to). */
export const churchJoinRequestBodySchema = z.strictObject({
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{22}$/, 'This join link is not valid'),
});
export const churchJoinPreviewSchema = z.object({ church: churchSummarySchema });
export type ChurchJoinPreview = z.infer<typeof churchJoinPreviewSchema>;
/** Where a join link points: the onboarding church step, which offers to join (SPEC §2 /onboarding/{step}). */
export const churchJoinPath = (code: string) => `/onboarding/church?join=${encodeURIComponent(code)}`;

/** POST /api/accounts/:userId/status: platform staff suspend an account or restore it. */
export const accountStatuses = ['active', 'suspended'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
export const accountStatusChangeSchema = z.strictObject({ status: z.enum(accountStatuses, 'Choose active or suspended') });
/** Platform staff who suspend and restore accounts. */
export const ACCOUNT_STATUS_MANAGER_ROLES: readonly Role[] = PLATFORM_STAFF_ROLES;

export const churchMembershipMessages = {
  requestNotFound: 'This person has not asked to join your church',
  memberNotFound: 'This person is not a member of your church',
  noChurch: 'You are not on the staff of a church',
  notYourself: 'You cannot change your own role or membership',
  outranked: 'You can only give roles up to your own, to people below or at your own role',
  alreadyMember: 'You already belong to a church. A church administrator can move you to another one.',
  invalidJoinLink: 'This join link is not valid. Ask the church for a new one.',
  accountSuspended: 'This account is suspended. Contact support for help.',
} as const;
