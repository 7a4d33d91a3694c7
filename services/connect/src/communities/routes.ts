import {
  accessDeniedMessage,
  CHURCH_MEMBERSHIP_MANAGER_ROLES,
  campusContract,
  communityContract,
  FORBIDDEN_CODE,
  type AccessLevel,
} from '@koinonia/contracts';
import { access, HttpError, keysetResult, route, type SignedInIdentity } from '@koinonia/service-kit';
import {
  canCreate,
  canManage,
  canReviewRequests,
  canSee,
  canSeeMembers,
  isChurchStaff,
  joinOutcome,
  managementAccess,
  memberPosition,
  namePosition,
  requestPosition,
  toCampus,
  toCommunity,
  toJoinRequest,
  toMember,
  toMyCommunity,
  type CommunityReader,
  type CommunityRecord,
} from './domain';
import type { CommunityStore } from './store';

const notFound = () => new HttpError(404, 'This community was not found', { code: 'community_not_found' });
const memberNotFound = () =>
  new HttpError(404, 'This person is not a member of the community', { code: 'community_member_not_found' });
const requestNotFound = () =>
  new HttpError(404, 'This person has not asked to join the community', { code: 'community_request_not_found' });
const campusNotFound = () => new HttpError(404, 'This campus was not found', { code: 'campus_not_found' });
const campusTaken = () =>
  new HttpError(409, 'Your church has a campus of that name already', {
    code: 'campus_name_taken',
    issues: [{ path: 'name', message: 'Your church has a campus of that name already', code: 'invalid' }],
  });
const lastAdmin = () =>
  new HttpError(409, 'A community needs an admin: make someone else its admin first', { code: 'community_last_admin' });
const forbidden = (level: AccessLevel) =>
  new HttpError(403, accessDeniedMessage(level), { code: FORBIDDEN_CODE, requiredAccess: level });

/** A person with no church yet has no communities (they are the church's). */
export function readerOf(caller: SignedInIdentity): CommunityReader | null {
  return caller.churchId ? { userId: caller.userId, churchId: caller.churchId, role: caller.role } : null;
}

function churchReader(caller: SignedInIdentity): CommunityReader {
  const reader = readerOf(caller);
  if (!reader) throw new HttpError(403, 'Join a church to take part in its communities', { code: 'church_required' });
  return reader;
}

/** /communities, /community and /community-management: the church's communities, their members and campuses. */
export function communityRoutes(store: CommunityStore) {
  /** The community if the caller may see it; otherwise it does not exist for them (404, never 403). */
  async function visibleCommunity(
    communityId: string,
    caller: SignedInIdentity,
  ): Promise<{ community: CommunityRecord; reader: CommunityReader }> {
    const reader = readerOf(caller);
    const community = reader ? await store.find(communityId, reader) : undefined;
    if (!community || !reader || !canSee(community, reader)) throw notFound();
    return { community, reader };
  }

  async function managedCommunity(communityId: string, caller: SignedInIdentity) {
    const visible = await visibleCommunity(communityId, caller);
    if (!canManage(visible.community, visible.reader)) throw forbidden(managementAccess(visible.community.type));
    return visible;
  }

  async function reviewedCommunity(communityId: string, caller: SignedInIdentity) {
    const visible = await visibleCommunity(communityId, caller);
    if (!canReviewRequests(visible.community, visible.reader))
      throw forbidden(managementAccess(visible.community.type));
    return visible;
  }

  async function reread(communityId: string, reader: CommunityReader) {
    const community = await store.find(communityId, reader);
    if (!community) throw notFound(); // taken down a moment ago
    return toCommunity(community, reader);
  }

  /** A campus named in a community's settings must be one of the church's. */
  async function ownCampus(campusId: string | null, reader: CommunityReader): Promise<string | null> {
    if (campusId === null) return null;
    if (!(await store.findCampus(campusId, reader.churchId))) {
      throw new HttpError(400, 'Choose one of your church’s campuses', {
        code: 'campus_not_found',
        issues: [{ path: 'campusId', message: 'Choose one of your church’s campuses', code: 'invalid' }],
      });
    }
    return campusId;
  }

  async function member(communityId: string, userId: string, reader: CommunityReader) {
    const found = await store.findMember(communityId, userId);
    if (!found) throw memberNotFound();
    return toMember(found, reader);
  }

  async function churchCampus(campusId: string, caller: SignedInIdentity) {
    const reader = churchReader(caller);
    const campus = await store.findCampus(campusId, reader.churchId);
    if (!campus) throw campusNotFound();
    return { campus, reader };
  }

  return [
    route(communityContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const page = { after: query.cursor ?? null, limit: query.limit };
        const records = await store.listDirectory(reader, {
          ...page,
          q: query.q || undefined,
          type: query.type,
          campusId: query.campusId,
          requestedOnly: query.standing === 'requested',
        });
        return keysetResult(records, page, namePosition, (record) => toCommunity(record, reader));
      },
    }),

    route(communityContract.mine, {
      access: access.signedIn,
      async handle({ caller }) {
        const reader = readerOf(caller);
        return reader ? (await store.listMine(reader)).map(toMyCommunity) : [];
      },
    }),

    route(communityContract.managed, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const page = { after: query.cursor ?? null, limit: query.limit };
        const records = await store.listManaged(reader, { ...page, all: isChurchStaff(reader.role) });
        return keysetResult(records, page, namePosition, (record) => toCommunity(record, reader));
      },
    }),

    route(communityContract.get, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { community, reader } = await visibleCommunity(params.communityId, caller);
        return toCommunity(community, reader);
      },
    }),

    route(communityContract.create, {
      access: access.roles([...CHURCH_MEMBERSHIP_MANAGER_ROLES, 'group_admin', 'ministry_admin']),
      async handle({ caller, body }) {
        const reader = churchReader(caller);
        if (!canCreate(body.type, reader.role)) throw forbidden(managementAccess(body.type));
        const campusId = await ownCampus(body.campusId, reader);
        const id = await store.create(reader.churchId, { ...body, campusId }, reader.userId);
        return reread(id, reader);
      },
    }),

    route(communityContract.update, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { reader } = await managedCommunity(params.communityId, caller);
        const campusId = await ownCampus(body.campusId, reader);
        await store.update(params.communityId, { ...body, campusId });
        return reread(params.communityId, reader);
      },
    }),

    route(communityContract.remove, {
      access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
      async handle({ caller, params }) {
        await visibleCommunity(params.communityId, caller);
        await store.remove(params.communityId);
      },
    }),

    route(communityContract.join, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { community, reader } = await visibleCommunity(params.communityId, caller);
        const outcome = joinOutcome(community, reader);
        if (outcome === 'not_found') throw notFound();
        if (outcome === 'member') await store.addMember(community.id, reader.userId, 'member');
        if (outcome === 'request') await store.addRequest(community.id, reader.userId);
        return reread(community.id, reader);
      },
    }),

    route(communityContract.cancelRequest, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { reader } = await visibleCommunity(params.communityId, caller);
        if (!(await store.removeRequest(params.communityId, reader.userId))) {
          throw new HttpError(404, 'You have not asked to join this community', {
            code: 'community_request_not_found',
          });
        }
      },
    }),

    route(communityContract.leave, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { reader } = await visibleCommunity(params.communityId, caller);
        const change = await store.changeMember(params.communityId, reader.userId, null);
        if (change === 'not_member')
          throw new HttpError(404, 'You are not a member of this community', { code: 'community_member_not_found' });
        if (change === 'last_admin') throw lastAdmin();
      },
    }),

    route(communityContract.members, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const { community, reader } = await visibleCommunity(params.communityId, caller);
        if (!canSeeMembers(community, reader)) {
          throw new HttpError(403, 'Only its members see who is in this community', {
            code: FORBIDDEN_CODE,
            requiredAccess: managementAccess(community.type),
          });
        }
        const page = { after: query.cursor ?? null, limit: query.limit };
        const members = await store.listMembers(community.id, page);
        return keysetResult(members, page, memberPosition, (found) => toMember(found, reader));
      },
    }),

    route(communityContract.addMember, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { reader } = await managedCommunity(params.communityId, caller);
        const person = await store.findPerson(body.userId, reader.churchId);
        if (!person)
          throw new HttpError(404, 'This person is not in your church', { code: 'community_person_not_found' });
        if (!(await store.addMember(params.communityId, person.userId, body.role))) {
          throw new HttpError(409, 'This person is a member already', { code: 'community_already_member' });
        }
        return member(params.communityId, person.userId, reader);
      },
    }),

    route(communityContract.candidates, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const { reader } = await managedCommunity(params.communityId, caller);
        const page = { after: query.cursor ?? null, limit: query.limit };
        const people = await store.listCandidates(params.communityId, reader.churchId, {
          ...page,
          q: query.q || undefined,
        });
        return keysetResult(
          people,
          page,
          (person) => ({ sortKey: person.name, id: person.userId }),
          (person) => person,
        );
      },
    }),

    route(communityContract.setRole, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { reader } = await managedCommunity(params.communityId, caller);
        const change = await store.changeMember(params.communityId, params.userId, body.role);
        if (change === 'not_member') throw memberNotFound();
        if (change === 'last_admin') throw lastAdmin();
        return member(params.communityId, params.userId, reader);
      },
    }),

    route(communityContract.removeMember, {
      access: access.signedIn,
      async handle({ caller, params }) {
        await managedCommunity(params.communityId, caller);
        const change = await store.changeMember(params.communityId, params.userId, null);
        if (change === 'not_member') throw memberNotFound();
        if (change === 'last_admin') throw lastAdmin();
      },
    }),

    route(communityContract.requests, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        await reviewedCommunity(params.communityId, caller);
        const page = { after: query.cursor ?? null, limit: query.limit };
        const requests = await store.listRequests(params.communityId, page);
        return keysetResult(requests, page, requestPosition, toJoinRequest);
      },
    }),

    route(communityContract.acceptRequest, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { reader } = await reviewedCommunity(params.communityId, caller);
        if (!(await store.acceptRequest(params.communityId, params.userId))) throw requestNotFound();
        return member(params.communityId, params.userId, reader);
      },
    }),

    route(communityContract.declineRequest, {
      access: access.signedIn,
      async handle({ caller, params }) {
        await reviewedCommunity(params.communityId, caller);
        if (!(await store.removeRequest(params.communityId, params.userId))) throw requestNotFound();
      },
    }),

    route(campusContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const page = { after: query.cursor ?? null, limit: query.limit };
        return keysetResult(await store.listCampuses(reader.churchId, page), page, namePosition, toCampus);
      },
    }),

    route(campusContract.create, {
      access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
      async handle({ caller, body }) {
        const reader = churchReader(caller);
        const campus = await store.createCampus(reader.churchId, body);
        if (!campus) throw campusTaken();
        return toCampus(campus);
      },
    }),

    route(campusContract.update, {
      access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
      async handle({ caller, params, body }) {
        const { campus, reader } = await churchCampus(params.campusId, caller);
        if (!(await store.updateCampus(campus.id, body))) throw campusTaken();
        return toCampus((await store.findCampus(campus.id, reader.churchId)) ?? { ...campus, ...body });
      },
    }),

    route(campusContract.remove, {
      access: access.roles(CHURCH_MEMBERSHIP_MANAGER_ROLES),
      async handle({ caller, params }) {
        const { campus } = await churchCampus(params.campusId, caller);
        await store.removeCampus(campus.id);
      },
    }),
  ];
}
