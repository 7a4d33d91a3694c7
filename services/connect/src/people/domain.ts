import type { DirectorySharing, DirectoryVisibility, PersonCard } from '@koinonia/contracts';
import type { PersonRecord } from './store';

/** Who is looking: a member of one church. */
export interface DirectoryReader {
  userId: string;
  churchId: string;
}

export interface SharedCommunityRecord {
  id: string;
  name: string;
}

/** A person with what they share and how they stand to the reader. */
export interface PersonEntry {
  person: PersonRecord;
  sharing: DirectorySharing;
  communitiesInCommon: SharedCommunityRecord[];
  isContact: boolean;
  /** The name as the directory orders it (the database's lower case). */
  sortName: string;
}

/** What a member who never chose shares: they are findable by their church, by name alone. */
export const DEFAULT_SHARING: DirectorySharing = { visibility: 'church', about: null, phone: null, email: null };

/**
 * Whether the directory lists a person to the reader (and the same rule in the directory's SQL): an active member
 * of the reader's church, not the reader, who lets their church — or the people of their communities, when the
 * reader shares one — find them.
 */
export function canFind(entry: PersonEntry, reader: DirectoryReader): boolean {
  const { person, sharing } = entry;
  if (person.userId === reader.userId || person.status !== 'active' || person.churchId !== reader.churchId) return false;
  return findableBy(sharing.visibility, entry.communitiesInCommon.length > 0);
}

const findableBy = (visibility: DirectoryVisibility, sharesCommunity: boolean): boolean =>
  visibility === 'church' || (visibility === 'communities' && sharesCommunity);

/** The card a reader sees: what the person shares only while the reader may find them. */
export function toPersonCard(entry: PersonEntry, reader: DirectoryReader): PersonCard {
  const findable = canFind(entry, reader);
  return {
    userId: entry.person.userId,
    displayName: entry.person.displayName,
    role: entry.person.role,
    profileImageUrl: entry.person.profileImageUrl,
    about: findable ? entry.sharing.about : null,
    phone: findable ? entry.sharing.phone : null,
    email: findable ? entry.sharing.email : null,
    communitiesInCommon: entry.communitiesInCommon,
    isContact: entry.isContact,
    findable,
  };
}

/** The directory is ordered by name (case aside), ties by id. */
export const namePosition = (entry: PersonEntry) => ({ sortKey: entry.sortName, id: entry.person.userId });
