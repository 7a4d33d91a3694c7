import type { Database } from '@koinonia/service-kit';
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

const toRecord = (row: PersonRow): PersonRecord => ({
  userId: row.user_id,
  churchId: row.church_id,
  displayName: row.display_name,
  role: row.role,
  status: row.status,
  profileImageUrl: row.profile_image_url,
  changedAt: new Date(row.changed_at),
});

export function createDatabasePeopleStore(db: Database): PeopleStore {
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
  };
}
