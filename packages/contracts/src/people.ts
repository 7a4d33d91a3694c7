import { z } from 'zod';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';
import { searchWords } from './search-words';
import { noControlCharacters } from './text-rules';
import { roleSchema } from './role-schema';
import {
  directoryVisibilities,
  PEOPLE_SEARCH_MAX_LENGTH,
  PERSON_ABOUT_MAX_LENGTH,
  PERSON_EMAIL_MAX_LENGTH,
  PERSON_PHONE_MAX_LENGTH,
  peopleEndpoints,
} from './people-endpoints';

export const directoryVisibilitySchema = z.enum(directoryVisibilities, 'Choose who may find you: your church, your communities or nobody');

/** A community the reader and the person both belong to. */
export const sharedCommunitySchema = z.object({ id: z.string(), name: z.string() });

/** A person as the reader may see them: what they share is null when they share nothing of it. */
export const personCardSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  role: roleSchema,
  profileImageUrl: z.string().nullable(),
  about: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  communitiesInCommon: z.array(sharedCommunitySchema),
  isContact: z.boolean(),
  /** Whether the directory lists them to the reader: a contact who has hidden since shows by name alone. */
  findable: z.boolean(),
});
export type PersonCard = z.infer<typeof personCardSchema>;
export const personPageSchema = pageSchema(personCardSchema);
export type PersonPage = z.infer<typeof personPageSchema>;

export const personParamsSchema = z.strictObject({ userId: z.uuid('The person id is not valid') });

/** People are listed by name, so the cursor's key is a name. */
export const directoryQuerySchema = pageQuerySchema({ sortKeyType: 'text' }).extend({
  q: searchWords(PEOPLE_SEARCH_MAX_LENGTH).optional(),
  communityId: z.uuid('The community id is not valid').optional(),
});
export type DirectoryQuery = z.input<typeof directoryQuerySchema>;

const about = noControlCharacters('About you', true);

/** What a member shares; null shares nothing of it. */
export const directorySharingSchema = z.strictObject({
  visibility: directoryVisibilitySchema,
  about: z
    .string('About you must be text')
    .trim()
    .min(1, 'Write something about you, or share nothing')
    .max(PERSON_ABOUT_MAX_LENGTH, `About you may be at most ${PERSON_ABOUT_MAX_LENGTH} characters`)
    .refine(about.check, about.options)
    .nullable(),
  phone: z
    .string('The phone number must be text')
    .trim()
    .max(PERSON_PHONE_MAX_LENGTH, `The phone number may be at most ${PERSON_PHONE_MAX_LENGTH} characters`)
    .regex(/^\+?[0-9][0-9 ()./-]{3,}[0-9]$/, 'Write the phone number with digits, spaces and + ( ) - only')
    .nullable(),
  email: z.email('Enter a valid email address').max(PERSON_EMAIL_MAX_LENGTH, `The email may be at most ${PERSON_EMAIL_MAX_LENGTH} characters`).nullable(),
});
export type DirectorySharing = z.infer<typeof directorySharingSchema>;

const peopleSchemas = {
  directory: { query: directoryQuerySchema, response: personPageSchema },
  person: { params: personParamsSchema, response: personCardSchema },
  mySharing: { response: directorySharingSchema },
  setMySharing: { body: directorySharingSchema, response: directorySharingSchema },
  contacts: { query: pageQuerySchema({ sortKeyType: 'text' }), response: personPageSchema },
  addContact: { params: personParamsSchema, response: personCardSchema },
  removeContact: { params: personParamsSchema },
};
export type PeopleSchemas = typeof peopleSchemas;

/** The directory's and contacts' endpoints with their schemas: what the connect service mounts. */
export const peopleContract = withSchemas(peopleEndpoints, peopleSchemas);
