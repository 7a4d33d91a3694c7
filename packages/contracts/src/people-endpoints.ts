// No zod here: a remote's screens import this module (their bundles stay free of zod); the schemas are
// in people.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { PeopleSchemas } from './people';

/**
 * Who may find a member in the directory (/people), as the member chooses: everyone of their church, only
 * those who share one of their communities, or nobody (they still show by name where they take part: a
 * community's members, a conversation).
 */
export const directoryVisibilities = ['church', 'communities', 'hidden'] as const;
export type DirectoryVisibility = (typeof directoryVisibilities)[number];

export const PERSON_ABOUT_MAX_LENGTH = 280;
export const PERSON_PHONE_MAX_LENGTH = 32;
export const PERSON_EMAIL_MAX_LENGTH = 254;
export const PEOPLE_SEARCH_MAX_LENGTH = 100;

/** /people and /contacts (SPEC §2 Connect): the directory of a member's church, and the people they keep. */
export const peopleEndpoints = defineEndpoints<PeopleSchemas>()({
  /** The church's people the caller may find, by name; within one of the caller's communities when asked. */
  directory: ['GET', '/api/people'],
  /** One person's card, if the caller may find them (or keeps them as a contact). */
  person: ['GET', '/api/people/:userId'],
  /** What the caller shares in the directory, and with whom. */
  mySharing: ['GET', '/api/people/me/sharing'],
  setMySharing: ['PUT', '/api/people/me/sharing'],
  /** The caller's contacts, by name. */
  contacts: ['GET', '/api/contacts'],
  /** Keeps a person the caller may find as a contact (again: no change). */
  addContact: ['PUT', '/api/contacts/:userId'],
  removeContact: ['DELETE', '/api/contacts/:userId', 204],
});
