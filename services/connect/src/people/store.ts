import type { AccountStatus, DirectorySharing, KeysetPosition, Role } from '@koinonia/contracts';
import type { DirectoryReader, PersonEntry } from './domain';

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

export interface Page {
  after: KeysetPosition | null;
  limit: number;
}

export interface DirectoryQuery extends Page {
  q?: string;
  /** Only the people of this community (the caller checked the reader belongs to it). */
  communityId?: string;
}

/**
 * connect's copy of who people are (migration 006-people; other features join `connect.people` for names), what
 * each shares in the directory and whom each keeps as a contact. Every read is for one reader; the directory
 * applies the findability rule (domain.canFind) in its query.
 */
export interface PeopleStore {
  /** Keeps each person's latest state: a record older than the one kept is ignored. */
  upsert(people: readonly PersonRecord[]): Promise<void>;
  find(userId: string): Promise<PersonRecord | undefined>;
  /** The people the reader may find, by name. */
  listDirectory(reader: DirectoryReader, query: DirectoryQuery): Promise<PersonEntry[]>;
  /** One person as they stand to the reader, whether or not the reader may find them (the caller decides). */
  findEntry(userId: string, reader: DirectoryReader): Promise<PersonEntry | undefined>;
  isCommunityMember(communityId: string, userId: string): Promise<boolean>;
  sharingOf(userId: string): Promise<DirectorySharing>;
  saveSharing(userId: string, sharing: DirectorySharing): Promise<void>;
  /** The reader's contacts, by name, findable or not. */
  listContacts(reader: DirectoryReader, page: Page): Promise<PersonEntry[]>;
  /** Keeps a contact; keeping one again changes nothing. */
  addContact(ownerId: string, contactId: string): Promise<void>;
  /** Whether there was such a contact. */
  removeContact(ownerId: string, contactId: string): Promise<boolean>;
}
