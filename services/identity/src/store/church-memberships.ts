import type { AccountStatus, ChurchRole, KeysetPosition, Role } from '@koinonia/contracts';
import { keysetPage, type Database } from '@koinonia/service-kit';

const USERS = 'identity.users';
const REQUESTS = 'identity.church_join_requests';
const LINKS = 'identity.church_join_links';
const CHURCHES = 'identity.churches';

export interface JoinRequestRow {
  user_id: string;
  church_id: string;
  church_name: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: Date;
}

/** The person's pending request, with the church's name. */
export function findJoinRequestOf(db: Database, userId: string): Promise<JoinRequestRow | undefined> {
  return db(`${REQUESTS} as request`)
    .join(`${CHURCHES} as church`, 'church.id', 'request.church_id')
    .join(`${USERS} as person`, 'person.id', 'request.user_id')
    .where('request.user_id', userId)
    .first('request.user_id', 'request.church_id', 'church.name as church_name', 'person.first_name', 'person.last_name', 'person.email', 'request.created_at');
}

/** Asks to join a church; a request to another church is replaced (one request at a time). */
export async function requestToJoin(db: Database, userId: string, churchId: string): Promise<void> {
  await db(REQUESTS)
    .insert({ user_id: userId, church_id: churchId })
    .onConflict('user_id')
    .merge({ church_id: churchId, created_at: db.fn.now() });
}

export async function withdrawJoinRequest(db: Database, userId: string): Promise<boolean> {
  return (await db(REQUESTS).where({ user_id: userId }).delete()) > 0;
}

/** A church's pending requests, oldest first, after a (created_at, user_id) position. */
export function listJoinRequests(db: Database, options: { churchId: string; after?: KeysetPosition; limit: number }): Promise<JoinRequestRow[]> {
  const query = db(`${REQUESTS} as request`)
    .join(`${USERS} as person`, 'person.id', 'request.user_id')
    .join(`${CHURCHES} as church`, 'church.id', 'request.church_id')
    .where('request.church_id', options.churchId)
    .select('request.user_id', 'request.church_id', 'church.name as church_name', 'person.first_name', 'person.last_name', 'person.email', 'request.created_at');
  const order = { sortColumn: 'request.created_at', idColumn: 'request.user_id', direction: 'asc', sortKeyType: 'timestamp' } as const;
  return keysetPage(query, order, options);
}

/**
 * Makes a pending request a membership, in one step: the request is used up and the person's church set
 * only if they still have none. Answers false when there was no such request.
 */
export async function acceptJoinRequest(db: Database, churchId: string, userId: string): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const removed = await transaction(REQUESTS).where({ user_id: userId, church_id: churchId }).delete();
    if (removed === 0) return false;
    await transaction(USERS).where({ id: userId }).whereNull('church_id').update({ church_id: churchId, updated_at: transaction.fn.now() });
    return true;
  });
}

export async function declineJoinRequest(db: Database, churchId: string, userId: string): Promise<boolean> {
  return (await db(REQUESTS).where({ user_id: userId, church_id: churchId }).delete()) > 0;
}

/** Joins through the church's link: the person becomes a member at once, any pending request is used up. */
export async function joinChurch(db: Database, userId: string, churchId: string): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const updated = await transaction(USERS).where({ id: userId }).whereNull('church_id').update({ church_id: churchId, updated_at: transaction.fn.now() });
    if (updated === 0) return false;
    await transaction(REQUESTS).where({ user_id: userId }).delete();
    return true;
  });
}

export interface ChurchPersonRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

/** A page of a church's people by last name, first name and id, optionally matching a search. */
export function listChurchPeople(db: Database, options: { churchId: string; search?: string; offset: number; limit: number }): Promise<ChurchPersonRow[]> {
  const query = db(USERS)
    .where('church_id', options.churchId)
    .select('id', 'first_name', 'last_name', 'email', 'role')
    .orderBy([{ column: 'last_name' }, { column: 'first_name' }, { column: 'id' }])
    .offset(options.offset)
    .limit(options.limit);
  if (options.search) {
    // LIKE's wildcards in the search text are matched as themselves.
    const pattern = `%${options.search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query.where((match) =>
      match
        .whereRaw(`lower(first_name || ' ' || last_name) like ? escape '\\'`, [pattern])
        .orWhereRaw(`lower(email) like ? escape '\\'`, [pattern]),
    );
  }
  return query as Promise<ChurchPersonRow[]>;
}

export async function setChurchRole(db: Database, userId: string, churchId: string, role: ChurchRole): Promise<boolean> {
  return (await db(USERS).where({ id: userId, church_id: churchId }).update({ role, updated_at: db.fn.now() })) > 0;
}

/** Takes a person out of the church; roles are held within a church, so they become a member again. */
export async function removeFromChurch(db: Database, userId: string, churchId: string): Promise<boolean> {
  return (await db(USERS).where({ id: userId, church_id: churchId }).update({ church_id: null, role: 'member', updated_at: db.fn.now() })) > 0;
}

export function findJoinLinkCode(db: Database, churchId: string): Promise<string | undefined> {
  return db(LINKS).where({ church_id: churchId }).first('code').then((row?: { code: string }) => row?.code);
}

/** Sets the church's join link code (a new one replaces the old, which stops working). */
export async function saveJoinLinkCode(db: Database, churchId: string, code: string, createdBy: string): Promise<void> {
  await db(LINKS)
    .insert({ church_id: churchId, code, created_by: createdBy })
    .onConflict('church_id')
    .merge({ code, created_by: createdBy, created_at: db.fn.now() });
}

export function findChurchByJoinCode(db: Database, code: string): Promise<{ id: string; name: string } | undefined> {
  return db(`${LINKS} as link`).join(`${CHURCHES} as church`, 'church.id', 'link.church_id').where('link.code', code).first('church.id', 'church.name');
}

export function findChurchName(db: Database, churchId: string): Promise<string | undefined> {
  return db(CHURCHES).where({ id: churchId }).first('name').then((row?: { name: string }) => row?.name);
}

export async function setAccountStatus(db: Database, userId: string, status: AccountStatus): Promise<boolean> {
  return (await db(USERS).where({ id: userId }).update({ status, updated_at: db.fn.now() })) > 0;
}
