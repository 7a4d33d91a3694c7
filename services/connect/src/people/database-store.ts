import type { Knex } from 'knex';
import { containsPattern, keysetPage, type Database } from '@koinonia/service-kit';
import { DEFAULT_SHARING, type DirectoryReader, type PersonEntry, type SharedCommunityRecord } from './domain';
import type { PeopleStore, PersonRecord } from './store';

interface PersonRow {
  user_id: string;
  church_id: string | null;
  display_name: string;
  role: PersonRecord['role'];
  status: PersonRecord['status'];
  profile_image_url: string | null;
  changed_at: Date;
}

interface EntryRow extends PersonRow {
  sort_name: string;
  visibility: PersonEntry['sharing']['visibility'];
  about: string | null;
  phone: string | null;
  email: string | null;
  is_contact: boolean;
  communities_in_common: SharedCommunityRecord[] | string;
}

const toRecord = (row: PersonRow): PersonRecord => ({
  userId: row.user_id,
  churchId: row.church_id,
  displayName: row.display_name,
  role: row.role,
  status: row.status,
  profileImageUrl: row.profile_image_url,
  changedAt: new Date(row.changed_at),
});

const toEntry = (row: EntryRow): PersonEntry => ({
  person: toRecord(row),
  sharing: { visibility: row.visibility, about: row.about, phone: row.phone, email: row.email },
  // PGlite answers json as text, PostgreSQL as parsed JSON.
  communitiesInCommon: typeof row.communities_in_common === 'string' ? JSON.parse(row.communities_in_common) : row.communities_in_common,
  isContact: row.is_contact,
  sortName: row.sort_name,
});

export function createDatabasePeopleStore(db: Database): PeopleStore {
  /** People with what they share and how they stand to the reader (its joins and columns; the caller filters). */
  function entries(reader: DirectoryReader): Knex.QueryBuilder {
    return db('connect.people as person')
      .leftJoin('connect.directory_sharing as sharing', 'sharing.user_id', 'person.user_id')
      .select(
        'person.*',
        db.raw("coalesce(sharing.visibility, 'church') as visibility"),
        'sharing.about',
        'sharing.phone',
        'sharing.email',
        db.raw('exists (select 1 from connect.contacts as contact where contact.owner_id = ? and contact.contact_id = person.user_id) as is_contact', [
          reader.userId,
        ]),
        db.raw(
          `coalesce((
            select json_agg(json_build_object('id', community.id, 'name', community.name) order by community.name, community.id)
            from connect.communities as community
            join connect.community_members as theirs on theirs.community_id = community.id and theirs.user_id = person.user_id
            join connect.community_members as mine on mine.community_id = community.id and mine.user_id = ?
          ), '[]'::json) as communities_in_common`,
          [reader.userId],
        ),
      );
  }

  /** domain.canFind, as SQL. */
  function findableBy(query: Knex.QueryBuilder, reader: DirectoryReader): Knex.QueryBuilder {
    return query
      .where('person.church_id', reader.churchId)
      .where('person.status', 'active')
      .whereNot('person.user_id', reader.userId)
      .where((findable) =>
        findable.whereRaw("coalesce(sharing.visibility, 'church') = 'church'").orWhereRaw(
          `sharing.visibility = 'communities' and exists (
            select 1 from connect.community_members as theirs
            join connect.community_members as mine on mine.community_id = theirs.community_id and mine.user_id = ?
            where theirs.user_id = person.user_id)`,
          [reader.userId],
        ),
      );
  }

  const byName = { sortColumn: 'person.sort_name', idColumn: 'person.user_id', direction: 'asc', sortKeyType: 'text' } as const;

  return {
    async upsert(people) {
      if (people.length === 0) return;
      await db('connect.people')
        .insert(
          people.map((person) => ({
            user_id: person.userId,
            church_id: person.churchId,
            display_name: person.displayName,
            role: person.role,
            status: person.status,
            profile_image_url: person.profileImageUrl,
            changed_at: person.changedAt,
          })),
        )
        .onConflict('user_id')
        .merge()
        // Events may come again or out of order (a redelivery after a failure): only a newer state wins.
        .where('connect.people.changed_at', '<=', db.raw('excluded.changed_at'));
    },

    async find(userId) {
      const row = await db<PersonRow>('connect.people').where({ user_id: userId }).first();
      return row ? toRecord(row) : undefined;
    },

    async listDirectory(reader, query) {
      const list = findableBy(entries(reader), reader);
      if (query.q) list.whereRaw('person.sort_name like lower(?)', [containsPattern(query.q)]);
      if (query.communityId) {
        list.whereExists(
          db('connect.community_members as member')
            .select(db.raw('1'))
            .where('member.community_id', query.communityId)
            .whereRaw('member.user_id = person.user_id'),
        );
      }
      return (await keysetPage(list, byName, query)).map(toEntry);
    },

    async findEntry(userId, reader) {
      const row = await entries(reader).where('person.user_id', userId).first();
      return row ? toEntry(row) : undefined;
    },

    async isCommunityMember(communityId, userId) {
      return (await db('connect.community_members').where({ community_id: communityId, user_id: userId }).first()) !== undefined;
    },

    async sharingOf(userId) {
      const row = await db('connect.directory_sharing').where({ user_id: userId }).first();
      return row ? { visibility: row.visibility, about: row.about, phone: row.phone, email: row.email } : DEFAULT_SHARING;
    },

    async saveSharing(userId, sharing) {
      await db('connect.directory_sharing')
        .insert({ user_id: userId, ...sharing, updated_at: db.fn.now() })
        .onConflict('user_id')
        .merge();
    },

    async listContacts(reader, page) {
      const list = entries(reader).whereExists(
        db('connect.contacts as contact')
          .select(db.raw('1'))
          .where('contact.owner_id', reader.userId)
          .whereRaw('contact.contact_id = person.user_id'),
      );
      return (await keysetPage(list, byName, page)).map(toEntry);
    },

    async addContact(ownerId, contactId) {
      await db('connect.contacts').insert({ owner_id: ownerId, contact_id: contactId }).onConflict(['owner_id', 'contact_id']).ignore();
    },

    async removeContact(ownerId, contactId) {
      return (await db('connect.contacts').where({ owner_id: ownerId, contact_id: contactId }).delete()) > 0;
    },
  };
}

