import type { AccountStatus, Role } from '@koinonia/contracts';

/** A person as connect knows them, from identity's `person.changed` events. */
export interface PersonRecord {
  userId: string;
  churchId: string | null;
  displayName: string;
  role: Role;
  status: AccountStatus;
  profileImageUrl: string | null;
  changedAt: Date;
}

/** connect's copy of who people are (migration 006-people); other features join `connect.people` for names. */
export interface PeopleStore {
  /** Keeps each person's latest state: a record older than the one kept is ignored. */
  upsert(people: readonly PersonRecord[]): Promise<void>;
  find(userId: string): Promise<PersonRecord | undefined>;
}
