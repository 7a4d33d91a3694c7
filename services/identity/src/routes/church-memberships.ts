import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_STATUS_MANAGER_ROLES,
  accountStatusChangeSchema,
  canManageChurchMember,
  OWNER_ROLE,
  CHURCH_MEMBERSHIP_MANAGER_ROLES,
  churchJoinRequestBodySchema,
  churchJoinRequestQuerySchema,
  churchMemberParamsSchema,
  churchMemberQuerySchema,
  churchMembershipMessages as messages,
  churchRoleChangeSchema,
  nextPageCursor,
  type ChurchJoinLink,
  type ChurchJoinRequestPage,
  type ChurchMemberPage,
  type MyChurchMembership,
} from '@koinonia/contracts';
import { access, HttpError, route, type Database, type SignedInIdentity } from '@koinonia/service-kit';
import {
  acceptJoinRequest,
  declineJoinRequest,
  findChurchByJoinCode,
  findChurchName,
  findJoinLinkCode,
  findJoinRequestOf,
  joinChurch,
  listChurchPeople,
  listJoinRequests,
  removeFromChurch,
  saveJoinLinkCode,
  setAccountStatus,
  setChurchRole,
  withdrawJoinRequest,
} from '../store/church-memberships';
import { findUserById, type UserRow } from '../store/users';

export interface ChurchMembershipDeps {
  db: Database;
  /** Tells the gateway a user's role, church or account status changed (userAccessChangedChannel). */
  announceAccessChanged(userId: string): Promise<void>;
}

/** A staff action this caller may not take, named by its own code so the screen can say why. */
const refused = (message: string, code: 'no_church' | 'not_yourself' | 'outranked') => new HttpError(403, message, { code });

/** The caller's church, which every staff action is confined to. */
function staffChurchOf(caller: SignedInIdentity): string {
  if (!caller.churchId) throw refused(messages.noChurch, 'no_church');
  return caller.churchId;
}

/** Someone of the caller's church whose role the caller may change (to `newRole`, when given). */
async function manageablePerson(db: Database, caller: SignedInIdentity, userId: string, newRole?: UserRow['role']): Promise<UserRow> {
  const churchId = staffChurchOf(caller);
  if (userId === caller.userId) throw refused(messages.notYourself, 'not_yourself');
  const person = await findUserById(db, userId);
  if (!person || person.church_id !== churchId) throw new HttpError(404, messages.memberNotFound, { code: 'member_not_found' });
  if (!canManageChurchMember(caller.role, person.role, newRole)) throw refused(messages.outranked, 'outranked');
  return person;
}

async function myMembership(db: Database, userId: string): Promise<MyChurchMembership> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
  if (user.church_id) {
    return { status: 'member', church: { id: user.church_id, name: (await findChurchName(db, user.church_id)) ?? '' }, requestedAt: null };
  }
  const request = await findJoinRequestOf(db, userId);
  if (request) return { status: 'pending', church: { id: request.church_id, name: request.church_name }, requestedAt: request.created_at.toISOString() };
  return { status: 'none', church: null, requestedAt: null };
}

async function joinLinkOf(db: Database, churchId: string): Promise<ChurchJoinLink> {
  const [code, name] = await Promise.all([findJoinLinkCode(db, churchId), findChurchName(db, churchId)]);
  return { code: code ?? null, church: { id: churchId, name: name ?? '' } };
}

/**
 * Church membership (contracts/church-memberships.ts): a person asks to join and stays a visitor until
 * the church's staff accept, or joins through the link the church shares; staff give church roles and
 * remove people. Every change is announced, so each session of that person follows on its next call.
 */
export const churchMembershipRoutes = ({ db, announceAccessChanged }: ChurchMembershipDeps) => [
  route({
    method: 'GET',
    path: '/api/church-memberships/mine',
    access: access.signedIn,
    handle: ({ caller }) => myMembership(db, caller.userId),
  }),
  route({
    method: 'DELETE',
    path: '/api/church-memberships/mine/request',
    access: access.signedIn,
    async handle({ caller, res }) {
      await withdrawJoinRequest(db, caller.userId);
      res.status(204).end();
    },
  }),
  route({
    method: 'GET',
    path: '/api/church-memberships/join',
    access: access.signedIn,
    query: churchJoinRequestBodySchema,
    // What a shared join link leads to, shown before the person joins.
    async handle({ query: { code } }) {
      const church = await findChurchByJoinCode(db, code);
      if (!church) throw new HttpError(404, messages.invalidJoinLink, { code: 'invalid_join_link' });
      return { church };
    },
  }),
  route({
    method: 'POST',
    path: '/api/church-memberships/join',
    access: access.signedIn,
    body: churchJoinRequestBodySchema,
    async handle({ caller, body: { code } }): Promise<MyChurchMembership> {
      const church = await findChurchByJoinCode(db, code);
      if (!church) throw new HttpError(404, messages.invalidJoinLink, { code: 'invalid_join_link' });
      const current = await findUserById(db, caller.userId);
      if (current?.church_id === church.id) return myMembership(db, caller.userId);
      if (!(await joinChurch(db, caller.userId, church.id))) throw new HttpError(409, messages.alreadyMember, { code: 'church_already_set' });
      await announceAccessChanged(caller.userId);
      return myMembership(db, caller.userId);
    },
  }),
  route({
    method: 'GET',
    path: '/api/church-memberships/requests',
    access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
    query: churchJoinRequestQuerySchema,
    async handle({ caller, query: { cursor, limit } }): Promise<ChurchJoinRequestPage> {
      const rows = await listJoinRequests(db, { churchId: staffChurchOf(caller), after: cursor, limit });
      return {
        items: rows.map((row) => ({
          userId: row.user_id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          requestedAt: row.created_at.toISOString(),
        })),
        nextCursor: nextPageCursor(rows, limit, (row) => ({ sortKey: row.created_at.toISOString(), id: row.user_id })),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/api/church-memberships/requests/:userId/accept',
    access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
    params: churchMemberParamsSchema,
    async handle({ caller, params: { userId }, res }) {
      if (!(await acceptJoinRequest(db, staffChurchOf(caller), userId))) throw new HttpError(404, messages.requestNotFound, { code: 'request_not_found' });
      await announceAccessChanged(userId);
      res.status(204).end();
    },
  }),
  route({
    method: 'POST',
    path: '/api/church-memberships/requests/:userId/decline',
    access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
    params: churchMemberParamsSchema,
    async handle({ caller, params: { userId }, res }) {
      if (!(await declineJoinRequest(db, staffChurchOf(caller), userId))) throw new HttpError(404, messages.requestNotFound, { code: 'request_not_found' });
      res.status(204).end();
    },
  }),
  route({
    method: 'GET',
    path: '/api/church-memberships/members',
    access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
    query: churchMemberQuerySchema,
    async handle({ caller, query: { q, offset, limit } }): Promise<ChurchMemberPage> {
      const rows = await listChurchPeople(db, { churchId: staffChurchOf(caller), search: q, offset, limit: limit + 1 });
      return {
        items: rows.slice(0, limit).map((row) => ({
          userId: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          role: row.role,
          manageable: row.id !== caller.userId && canManageChurchMember(caller.role, row.role),
        })),
        nextOffset: rows.length > limit ? offset + limit : null,
      };
    },
  }),
  route({
    method: 'PUT',
    path: '/api/church-memberships/members/:userId/role',
    access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
    params: churchMemberParamsSchema,
    body: churchRoleChangeSchema,
    async handle({ caller, params: { userId }, body: { role }, res }) {
      const person = await manageablePerson(db, caller, userId, role);
      if (person.role !== role) {
        await setChurchRole(db, userId, staffChurchOf(caller), role);
        await announceAccessChanged(userId);
      }
      res.status(204).end();
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/church-memberships/members/:userId',
    access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
    params: churchMemberParamsSchema,
    async handle({ caller, params: { userId }, res }) {
      await manageablePerson(db, caller, userId);
      await removeFromChurch(db, userId, staffChurchOf(caller));
      await announceAccessChanged(userId);
      res.status(204).end();
    },
  }),
  route({
    method: 'GET',
    path: '/api/church-memberships/join-link',
    access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
    handle: ({ caller }) => joinLinkOf(db, staffChurchOf(caller)),
  }),
  route({
    method: 'POST',
    path: '/api/church-memberships/join-link',
    access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
    async handle({ caller }): Promise<ChurchJoinLink> {
      const churchId = staffChurchOf(caller);
      // 16 random bytes, URL-safe (22 characters); the old link stops working.
      await saveJoinLinkCode(db, churchId, randomBytes(16).toString('base64url'), caller.userId);
      return joinLinkOf(db, churchId);
    },
  }),
  route({
    method: 'PUT',
    path: '/api/accounts/:userId/status',
    access: access.roles(ACCOUNT_STATUS_MANAGER_ROLES),
    params: churchMemberParamsSchema,
    body: accountStatusChangeSchema,
    async handle({ caller, params: { userId }, body: { status }, res }) {
      if (userId === caller.userId) throw refused(messages.notYourself, 'not_yourself');
      const person = await findUserById(db, userId);
      if (!person) throw new HttpError(404, 'No such account', { code: 'not_found' });
      if (person.role === OWNER_ROLE) throw refused(messages.outranked, 'outranked');
      await setAccountStatus(db, userId, status);
      await announceAccessChanged(userId);
      res.status(204).end();
    },
  }),
];
