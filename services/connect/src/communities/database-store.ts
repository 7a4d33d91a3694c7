import { containsPattern, keysetPage, type Database } from '@koinonia/service-kit';
import type { CommunityPrivacy, CommunityRole, CommunityType } from '@koinonia/contracts';
import {
  isChurchStaff,
  takesAwayLastAdmin,
  type CampusRecord,
  type CommunityReader,
  type CommunityRecord,
  type JoinRequestRecord,
  type MemberRecord,
} from './domain';
import type { CommunityStore, Page } from './store';

type QueryBuilder = ReturnType<Database['queryBuilder']>;

const COMMUNITIES = 'connect.communities';
const MEMBERS = 'connect.community_members';
const REQUESTS = 'connect.community_join_requests';
const CAMPUSES = 'connect.campuses';
const PEOPLE = 'connect.people';

interface CommunityRow {
  id: string;
  church_id: string;
  name: string;
  type: CommunityType;
  description: string;
  privacy: CommunityPrivacy;
  campus_id: string | null;
  campus_name: string | null;
  member_count: number | string;
  reader_role: CommunityRole | null;
  reader_requested: boolean;
  created_at: Date;
}

interface CampusRow {
  id: string;
  church_id: string;
  name: string;
  address: string;
}

const BY_NAME = {
  sortColumn: 'community.name',
  idColumn: 'community.id',
  direction: 'asc',
  sortKeyType: 'text',
} as const;

const toRecord = (row: CommunityRow): CommunityRecord => ({
  id: row.id,
  churchId: row.church_id,
  name: row.name,
  type: row.type,
  description: row.description,
  privacy: row.privacy,
  campus: row.campus_id ? { id: row.campus_id, name: row.campus_name ?? '' } : null,
  memberCount: Number(row.member_count),
  readerRole: row.reader_role,
  readerRequested: row.reader_requested,
  createdAt: new Date(row.created_at),
});

const toCampusRecord = (row: CampusRow): CampusRecord => ({
  id: row.id,
  churchId: row.church_id,
  name: row.name,
  address: row.address,
});

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';


/** The communities of the reader's church, each with its campus, size and the reader's standing. */
function readAs(db: Database, reader: CommunityReader) {
  return db(`${COMMUNITIES} as community`)
    .leftJoin(`${CAMPUSES} as campus`, 'campus.id', 'community.campus_id')
    .leftJoin(`${MEMBERS} as mine`, function joinReader() {
      this.on('mine.community_id', '=', 'community.id').andOn('mine.user_id', '=', db.raw('?', [reader.userId]));
    })
    .where('community.church_id', reader.churchId)
    .select<CommunityRow[]>(
      'community.id',
      'community.church_id',
      'community.name',
      'community.type',
      'community.description',
      'community.privacy',
      'community.created_at',
      'community.campus_id',
      'campus.name as campus_name',
      'mine.role as reader_role',
      db.raw(
        '(select count(*)::int from connect.community_members as everyone where everyone.community_id = community.id) as member_count',
      ),
      db.raw(
        'exists (select 1 from connect.community_join_requests as request where request.community_id = community.id and request.user_id = ?) as reader_requested',
        [reader.userId],
      ),
    );
}

/** domain.canSee as a condition: hidden communities only for their members, unless the reader is church staff. */
const visibleTo = (staff: boolean) => (rows: QueryBuilder) =>
  staff
    ? rows
    : rows.andWhere((visible) => visible.whereNot('community.privacy', 'hidden').orWhereNotNull('mine.user_id'));

export function createDatabaseCommunityStore(db: Database): CommunityStore {
  return {
    async listDirectory(reader, query) {
      const rows = readAs(db, reader).modify(visibleTo(isChurchStaff(reader.role)));
      if (query.q) {
        const pattern = containsPattern(query.q);
        rows.andWhere((words) =>
          words.whereILike('community.name', pattern).orWhereILike('community.description', pattern),
        );
      }
      if (query.type) rows.andWhere('community.type', query.type);
      if (query.campusId) rows.andWhere('community.campus_id', query.campusId);
      if (query.requestedOnly)
        rows.whereExists(
          db(`${REQUESTS} as request`)
            .select(1)
            .whereRaw('request.community_id = community.id')
            .andWhere('request.user_id', reader.userId),
        );
      return (await keysetPage(rows, BY_NAME, query)).map(toRecord);
    },

    async listMine(reader) {
      const rows = await readAs(db, reader)
        .whereNotNull('mine.user_id')
        .orderBy([{ column: 'community.name' }, { column: 'community.id' }]);
      return rows.map(toRecord);
    },

    async listManaged(reader, page) {
      const rows = readAs(db, reader);
      if (!page.all) rows.whereIn('mine.role', ['admin', 'leader']);
      return (await keysetPage(rows, BY_NAME, page)).map(toRecord);
    },

    async find(communityId, reader) {
      const row = await readAs(db, reader).andWhere('community.id', communityId).first();
      return row ? toRecord(row) : undefined;
    },

    async create(churchId, settings, creatorId) {
      return db.transaction(async (trx) => {
        const [created] = await trx(COMMUNITIES)
          .insert({
            church_id: churchId,
            name: settings.name,
            description: settings.description,
            type: settings.type,
            privacy: settings.privacy,
            campus_id: settings.campusId,
          })
          .returning<Array<{ id: string }>>('id');
        await trx(MEMBERS).insert({ community_id: created!.id, user_id: creatorId, role: 'admin' });
        return created!.id;
      });
    },

    async update(communityId, settings) {
      await db(COMMUNITIES).where({ id: communityId }).update({
        name: settings.name,
        description: settings.description,
        type: settings.type,
        privacy: settings.privacy,
        campus_id: settings.campusId,
        updated_at: db.fn.now(),
      });
    },

    async remove(communityId) {
      await db(COMMUNITIES).where({ id: communityId }).delete();
    },

    async addMember(communityId, userId, role) {
      return db.transaction(async (trx) => {
        await trx(REQUESTS).where({ community_id: communityId, user_id: userId }).delete();
        const inserted = await trx(MEMBERS)
          .insert({ community_id: communityId, user_id: userId, role })
          .onConflict(['community_id', 'user_id'])
          .ignore()
          .returning('user_id');
        return inserted.length > 0;
      });
    },

    async findMember(communityId, userId) {
      const row = await db(`${MEMBERS} as member`)
        .leftJoin(`${PEOPLE} as person`, 'person.user_id', 'member.user_id')
        .where({ 'member.community_id': communityId, 'member.user_id': userId })
        .first<{ user_id: string; name: string | null; role: CommunityRole; joined_at: Date } | undefined>(
          'member.user_id',
          'person.display_name as name',
          'member.role',
          'member.joined_at',
        );
      return row
        ? { userId: row.user_id, name: row.name ?? '', role: row.role, joinedAt: new Date(row.joined_at) }
        : undefined;
    },

    async changeMember(communityId, userId, next) {
      return db.transaction(async (trx) => {
        // One change of a community's admins at a time, so two admins leaving together cannot both go.
        await trx(COMMUNITIES).where({ id: communityId }).forUpdate().select('id');
        const member = await trx(MEMBERS)
          .where({ community_id: communityId, user_id: userId })
          .first<{ role: CommunityRole } | undefined>('role');
        if (!member) return 'not_member';
        const [counted] = await trx(MEMBERS)
          .where({ community_id: communityId, role: 'admin' })
          .count<Array<{ admins: string | number }>>('* as admins');
        if (takesAwayLastAdmin(member.role, next, Number(counted?.admins ?? 0))) return 'last_admin';
        if (next === null) await trx(MEMBERS).where({ community_id: communityId, user_id: userId }).delete();
        else await trx(MEMBERS).where({ community_id: communityId, user_id: userId }).update({ role: next });
        return 'done';
      });
    },

    async listMembers(communityId, page) {
      const named = db(`${MEMBERS} as member`)
        .leftJoin(`${PEOPLE} as person`, 'person.user_id', 'member.user_id')
        .where('member.community_id', communityId)
        .select(
          'member.user_id',
          'member.role',
          'member.joined_at',
          db.raw("coalesce(person.display_name, '') as name"),
        );
      const rows = await keysetPage(
        db
          .from(named.as('member'))
          .select<Array<{ user_id: string; name: string; role: CommunityRole; joined_at: Date }>>('*'),
        { sortColumn: 'member.name', idColumn: 'member.user_id', direction: 'asc', sortKeyType: 'text' },
        page,
      );
      return rows.map((row): MemberRecord => ({
        userId: row.user_id,
        name: row.name,
        role: row.role,
        joinedAt: new Date(row.joined_at),
      }));
    },

    async addRequest(communityId, userId) {
      await db(REQUESTS)
        .insert({ community_id: communityId, user_id: userId })
        .onConflict(['community_id', 'user_id'])
        .ignore();
    },

    async removeRequest(communityId, userId) {
      return (await db(REQUESTS).where({ community_id: communityId, user_id: userId }).delete()) > 0;
    },

    async acceptRequest(communityId, userId) {
      return db.transaction(async (trx) => {
        const removed = await trx(REQUESTS).where({ community_id: communityId, user_id: userId }).delete();
        if (removed === 0) return false;
        await trx(MEMBERS)
          .insert({ community_id: communityId, user_id: userId, role: 'member' })
          .onConflict(['community_id', 'user_id'])
          .ignore();
        return true;
      });
    },

    async listRequests(communityId, page) {
      const rows = await keysetPage(
        db(`${REQUESTS} as request`)
          .leftJoin(`${PEOPLE} as person`, 'person.user_id', 'request.user_id')
          .where('request.community_id', communityId)
          .select<Array<{ user_id: string; name: string | null; created_at: Date }>>(
            'request.user_id',
            'person.display_name as name',
            'request.created_at',
          ),
        { sortColumn: 'request.created_at', idColumn: 'request.user_id', direction: 'asc', sortKeyType: 'timestamp' },
        page,
      );
      return rows.map((row): JoinRequestRecord => ({
        userId: row.user_id,
        name: row.name ?? '',
        requestedAt: new Date(row.created_at),
      }));
    },

    async listCandidates(communityId, churchId, query) {
      const rows = db(`${PEOPLE} as person`)
        .where({ 'person.church_id': churchId, 'person.status': 'active' })
        .whereNotExists(
          db(`${MEMBERS} as member`)
            .select(1)
            .whereRaw('member.user_id = person.user_id')
            .andWhere('member.community_id', communityId),
        )
        .select<Array<{ user_id: string; display_name: string }>>('person.user_id', 'person.display_name');
      if (query.q) rows.andWhere((words) => words.whereILike('person.display_name', containsPattern(query.q!)));
      const found = await keysetPage(
        rows,
        { sortColumn: 'person.display_name', idColumn: 'person.user_id', direction: 'asc', sortKeyType: 'text' },
        query,
      );
      return found.map((row) => ({ userId: row.user_id, name: row.display_name }));
    },

    async findPerson(userId, churchId) {
      const row = await db(PEOPLE)
        .where({ user_id: userId, church_id: churchId, status: 'active' })
        .first<{ user_id: string; display_name: string } | undefined>('user_id', 'display_name');
      return row ? { userId: row.user_id, name: row.display_name } : undefined;
    },

    async listCampuses(churchId, page: Page) {
      const rows = await keysetPage(
        db(`${CAMPUSES} as campus`)
          .where('campus.church_id', churchId)
          .select<CampusRow[]>('campus.id', 'campus.church_id', 'campus.name', 'campus.address'),
        { sortColumn: 'campus.name', idColumn: 'campus.id', direction: 'asc', sortKeyType: 'text' },
        page,
      );
      return rows.map(toCampusRecord);
    },

    async findCampus(campusId, churchId) {
      const row = await db(CAMPUSES)
        .where({ id: campusId, church_id: churchId })
        .first<CampusRow | undefined>('id', 'church_id', 'name', 'address');
      return row ? toCampusRecord(row) : undefined;
    },

    async createCampus(churchId, campus) {
      try {
        const [row] = await db(CAMPUSES)
          .insert({ church_id: churchId, name: campus.name, address: campus.address })
          .returning<CampusRow[]>(['id', 'church_id', 'name', 'address']);
        return toCampusRecord(row!);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async updateCampus(campusId, campus) {
      try {
        await db(CAMPUSES).where({ id: campusId }).update({ name: campus.name, address: campus.address });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async removeCampus(campusId) {
      await db(CAMPUSES).where({ id: campusId }).delete();
    },
  };
}
