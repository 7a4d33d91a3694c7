import { ApiError } from '@koinonia/api-client';
import { communityEndpoints, peopleEndpoints, type DirectorySharing, type MyCommunity, type PersonCard } from '@koinonia/contracts';

let made = 0;
const newId = () => `00000000-0000-4000-9100-${String((made += 1)).padStart(12, '0')}`;

/** A person as the directory answers them, for tests. */
export function personCard(overrides: Partial<PersonCard> = {}): PersonCard {
  return {
    userId: newId(),
    displayName: 'Lucas Ferreira',
    role: 'leader',
    profileImageUrl: null,
    about: null,
    phone: null,
    email: null,
    communitiesInCommon: [],
    isContact: false,
    findable: true,
    ...overrides,
  };
}

/**
 * A fake of the directory's and contacts' endpoints that keeps what each call changes, as the service does: people
 * by the order given, narrowed by ?q= and ?communityId= (the people listed in `members`), contacts kept by id.
 * `failNext` makes the next call of a method and path fail.
 */
export function fakePeople(
  people: PersonCard[],
  options: { communities?: MyCommunity[]; members?: Record<string, string[]>; sharing?: DirectorySharing } = {},
) {
  const contacts = new Set(people.filter((person) => person.isContact).map((person) => person.userId));
  let sharing: DirectorySharing = options.sharing ?? { visibility: 'church', about: null, phone: null, email: null };
  const failures = new Map<string, ApiError>();
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const card = (person: PersonCard) => ({ ...person, isContact: contacts.has(person.userId) });
  const page = (items: PersonCard[]) => ({ items: items.map(card), nextCursor: null });
  const apiRequest = jest.fn(async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    if (method === 'GET' && pathname === communityEndpoints.mine.path) return options.communities ?? [];
    if (method === 'GET' && pathname === peopleEndpoints.directory.path) {
      const words = searchParams.get('q')?.toLowerCase();
      const community = searchParams.get('communityId');
      return page(
        people.filter(
          (person) =>
            (!words || person.displayName.toLowerCase().includes(words)) &&
            (!community || (options.members?.[community] ?? []).includes(person.userId)),
        ),
      );
    }
    if (pathname === peopleEndpoints.mySharing.path) {
      if (method === 'PUT') sharing = body as DirectorySharing;
      return sharing;
    }
    if (method === 'GET' && pathname === peopleEndpoints.contacts.path) return page(people.filter((person) => contacts.has(person.userId)));
    const contact = /^\/api\/contacts\/([\w-]+)$/.exec(pathname);
    if (contact) {
      const person = people.find((candidate) => candidate.userId === contact[1]);
      if (!person) throw new ApiError(404, 'This person was not found', { code: 'person_not_found' });
      if (method === 'PUT') contacts.add(person.userId);
      if (method === 'DELETE') contacts.delete(person.userId);
      return method === 'PUT' ? card(person) : undefined;
    }
    const one = /^\/api\/people\/([\w-]+)$/.exec(pathname);
    if (method === 'GET' && one) {
      const person = people.find((candidate) => candidate.userId === one[1]);
      if (!person) throw new ApiError(404, 'This person was not found', { code: 'person_not_found' });
      return card(person);
    }
    throw new ApiError(404, `No fake for ${method} ${pathname}`);
  });
  return {
    apiRequest,
    calls,
    contacts,
    sharing: () => sharing,
    failNext(method: string, path: string, error: ApiError) {
      failures.set(`${method} ${path}`, error);
    },
  };
}
