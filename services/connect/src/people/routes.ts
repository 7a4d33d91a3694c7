import { peopleContract } from '@koinonia/contracts';
import { access, HttpError, keysetResult, route, type SignedInIdentity } from '@koinonia/service-kit';
import { canFind, namePosition, toPersonCard, type DirectoryReader } from './domain';
import type { PeopleStore } from './store';

const personNotFound = () => new HttpError(404, 'This person was not found', { code: 'person_not_found' });
const churchRequired = () => new HttpError(403, 'Join a church to see its people', { code: 'church_required' });

/** A member with no church yet has no directory (they see what a visitor sees). */
const readerOf = (caller: SignedInIdentity): DirectoryReader | null =>
  caller.churchId ? { userId: caller.userId, churchId: caller.churchId } : null;

/** /people and /contacts (SPEC §2 Connect): the church's directory as each member shares, and their contacts. */
export function peopleRoutes(store: PeopleStore) {
  /** The person if the reader may find them or keeps them as a contact; otherwise they do not exist for the reader. */
  async function visiblePerson(userId: string, reader: DirectoryReader) {
    const entry = await store.findEntry(userId, reader);
    if (!entry || !(entry.isContact || canFind(entry, reader))) throw personNotFound();
    return entry;
  }

  return [
    route(peopleContract.directory, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        // A community's people are listed to its members only; to anyone else it does not exist.
        if (query.communityId && !(await store.isCommunityMember(query.communityId, reader.userId))) {
          throw new HttpError(404, 'This community was not found', { code: 'community_not_found' });
        }
        const page = { after: query.cursor ?? null, limit: query.limit };
        const entries = await store.listDirectory(reader, { ...page, q: query.q || undefined, communityId: query.communityId });
        return keysetResult(entries, page, namePosition, (entry) => toPersonCard(entry, reader));
      },
    }),

    route(peopleContract.person, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const reader = readerOf(caller);
        if (!reader) throw personNotFound();
        return toPersonCard(await visiblePerson(params.userId, reader), reader);
      },
    }),

    route(peopleContract.mySharing, {
      access: access.signedIn,
      handle: ({ caller }) => store.sharingOf(caller.userId),
    }),

    route(peopleContract.setMySharing, {
      access: access.signedIn,
      async handle({ caller, body }) {
        await store.saveSharing(caller.userId, body);
        return store.sharingOf(caller.userId);
      },
    }),

    route(peopleContract.contacts, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const page = { after: query.cursor ?? null, limit: query.limit };
        const entries = await store.listContacts(reader, page);
        return keysetResult(entries, page, namePosition, (entry) => toPersonCard(entry, reader));
      },
    }),

    route(peopleContract.addContact, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const reader = readerOf(caller);
        if (!reader) throw churchRequired();
        const entry = await store.findEntry(params.userId, reader);
        // Only someone the member may find becomes a contact (one kept already stays, whatever they share now).
        if (!entry || !(entry.isContact || canFind(entry, reader))) throw personNotFound();
        await store.addContact(reader.userId, params.userId);
        return toPersonCard({ ...entry, isContact: true }, reader);
      },
    }),

    route(peopleContract.removeContact, {
      access: access.signedIn,
      async handle({ caller, params }) {
        if (!(await store.removeContact(caller.userId, params.userId))) throw personNotFound();
      },
    }),
  ];
}
