import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, soapJournalEndpoints } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '../app';

const path = soapJournalEndpoints.list.path;
const church = randomUUID();
const newMember = () => ({ userId: randomUUID(), role: 'member' as const, churchId: church, displayName: 'A member' });
const member = newMember();
const neighbour = newMember();
const staff = { userId: randomUUID(), role: 'admin' as const, churchId: church, displayName: 'A pastor' };

let service: TestService;
beforeAll(async () => {
  service = await startTestService(worshipService, { seed: false });
}, 120_000);
afterAll(() => service.close());

type Caller = typeof member | typeof staff;
async function write(as: Caller, body: Record<string, unknown>) {
  const response = await service.request('POST', path, { as, body });
  expect(response.status).toBe(201);
  return response.body;
}
const list = async (as: Caller, query = '') => {
  const response = await service.request('GET', `${path}${query}`, { as });
  expect(response.status).toBe(200);
  return response.body;
};

describe(`POST ${path}`, () => {
  it('keeps a draft with nothing written yet, and writes the reference in its one form', async () => {
    expect(await write(member, {})).toEqual({
      id: expect.any(String),
      scripture: '',
      passage: null,
      observation: '',
      application: '',
      prayer: '',
      status: 'draft',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const onJohn = await write(member, { scripture: ' jn 3:16-18 ', observation: 'God so loved' });
    expect(onJohn).toMatchObject({
      scripture: 'John 3:16–18',
      passage: { book: 'JHN', chapter: 3, verse: 16, endChapter: 3, endVerse: 18 },
      observation: 'God so loved',
      status: 'draft',
    });
  });

  it('refuses a reference it cannot read, a saved entry without one, overlong text and unknown fields', async () => {
    const unreadable = await service.request('POST', path, { as: member, body: { scripture: 'Hezekiah 4:1' } });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toMatchObject({
      code: 'bible_reference_invalid',
      message: expect.stringContaining('"Hezekiah 4:1" is not a Bible reference'),
    });

    const savedBare = await service.request('POST', path, {
      as: member,
      body: { observation: 'Words', status: 'saved' },
    });
    expect(savedBare.status).toBe(400);
    expect(savedBare.body.code).toBe('soap_scripture_required');

    const overlong = await service.request('POST', path, { as: member, body: { prayer: 'x'.repeat(5001) } });
    expect(overlong.status).toBe(400);
    expect(overlong.body.issues).toEqual([
      expect.objectContaining({
        path: 'prayer',
        code: 'too_long',
        maximum: 5000,
        message: 'Prayer may be at most 5000 characters',
      }),
    ]);

    const unknown = await service.request('POST', path, { as: member, body: { title: 'No' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['title']);

    const badStatus = await service.request('POST', path, { as: member, body: { status: 'published' } });
    expect(badStatus.status).toBe(400);
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('POST', path, { body: {} })).status).toBe(401);
    expect((await service.request('GET', path)).status).toBe(401);
  });
});

describe(`POST ${path} with an ${IDEMPOTENCY_KEY_HEADER} (an entry written offline, sent again)`, () => {
  const send = (as: Caller, key: string, body: Record<string, unknown>) =>
    service.request('POST', path, { as, body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  const entriesOf = async (as: Caller) => (await list(as, '?limit=50')).items as Array<{ id: string }>;

  it('makes the entry once: sending it again answers the same entry with 200, in any case of the key', async () => {
    const writer = newMember();
    const key = randomUUID();
    const first = await send(writer, key, { scripture: 'Psalm 46:10', observation: 'Be still' });
    expect(first.status).toBe(201);
    const again = await send(writer, key.toUpperCase(), { scripture: 'Psalm 46:10', observation: 'Be still' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await entriesOf(writer)).map((entry) => entry.id)).toEqual([first.body.id]);
  });

  it('answers the entry as it is now when it changed after it was made', async () => {
    const writer = newMember();
    const key = randomUUID();
    const made = await send(writer, key, { scripture: 'Psalm 46:10' });
    await service.request('PUT', `${path}/${made.body.id}`, {
      as: writer,
      body: { scripture: 'Psalm 46:10', prayer: 'Later' },
    });
    const again = await send(writer, key, { scripture: 'Psalm 46:10' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: made.body.id, prayer: 'Later' });
  });

  it('makes one entry of the same key sent at the same time from several tabs', async () => {
    const writer = newMember();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(writer, key, { prayer: 'Sent twice' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await entriesOf(writer)).toHaveLength(1);
  });

  it("keeps keys per member: another member's same key makes their own entry and shows nothing of the first", async () => {
    const writer = newMember();
    const other = newMember();
    const key = randomUUID();
    const mine = await send(writer, key, { prayer: 'Private words' });
    const theirs = await send(other, key, { prayer: 'Their own' });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.prayer).toBe('Their own');
    expect((await entriesOf(writer)).map((entry) => entry.id)).toEqual([mine.body.id]);
  });

  it('makes a new entry each time without a key, as before', async () => {
    const writer = newMember();
    expect((await service.request('POST', path, { as: writer, body: {} })).status).toBe(201);
    expect((await service.request('POST', path, { as: writer, body: {} })).status).toBe(201);
    expect(await entriesOf(writer)).toHaveLength(2);
  });

  it('refuses a key that is not a UUID with a 400, and makes nothing', async () => {
    const writer = newMember();
    for (const key of ['', 'not-a-key', `${randomUUID()}x`, 'a'.repeat(101), `{${randomUUID()}}`]) {
      const response = await send(writer, key, { prayer: 'Never kept' });
      expect([key, response.status]).toEqual([key, 400]);
      expect(response.body).toEqual({
        message: 'Idempotency-Key must be a UUID',
        code: 'validation_failed',
        issues: [
          {
            path: 'Idempotency-Key',
            message: 'Idempotency-Key must be a UUID',
            code: 'invalid_format',
            format: 'uuid',
          },
        ],
      });
    }
    expect(await entriesOf(writer)).toEqual([]);
  });
});

describe(`${path}/:entryId`, () => {
  it('autosaves a draft, keeps its status, then marks it saved', async () => {
    const draft = await write(member, { scripture: 'Psalm 23' });
    const entryPath = `${path}/${draft.id}`;
    const autosaved = await service.request('PUT', entryPath, {
      as: member,
      body: { scripture: 'Psalm 23', observation: 'The Lord is my shepherd' },
    });
    expect(autosaved.status).toBe(200);
    expect(autosaved.body).toMatchObject({ id: draft.id, observation: 'The Lord is my shepherd', status: 'draft' });
    expect(Date.parse(autosaved.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(draft.updatedAt));

    const saved = await service.request('PUT', entryPath, {
      as: member,
      body: {
        scripture: 'Psalm 23',
        observation: 'The Lord is my shepherd',
        application: 'Rest',
        prayer: 'Lead me',
        status: 'saved',
      },
    });
    expect(saved.body).toMatchObject({ status: 'saved', application: 'Rest', prayer: 'Lead me' });
    // An autosave of a saved entry (no status) keeps it saved.
    const edited = await service.request('PUT', entryPath, {
      as: member,
      body: { scripture: 'Psalm 23', observation: 'Still waters', application: 'Rest', prayer: 'Lead me' },
    });
    expect(edited.body).toMatchObject({ status: 'saved', observation: 'Still waters' });
    expect((await service.request('GET', entryPath, { as: member })).body).toEqual(edited.body);

    const emptied = await service.request('PUT', entryPath, { as: member, body: { scripture: '' } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.code).toBe('soap_scripture_required');
  });

  it("is its author's alone: anyone else, staff included, is told it does not exist", async () => {
    const mine = await write(member, { scripture: 'Romans 8:28', prayer: 'Private words' });
    const entryPath = `${path}/${mine.id}`;
    for (const as of [neighbour, staff]) {
      for (const [method, body] of [['GET'], ['PUT', { prayer: 'Mine now' }], ['DELETE']] as const) {
        const response = await service.request(method, entryPath, { as, body });
        expect(response.status).toBe(404);
        expect(response.body.code).toBe('soap_entry_not_found');
      }
      expect((await list(as)).items.map((entry: { id: string }) => entry.id)).not.toContain(mine.id);
    }
    expect((await service.request('GET', entryPath, { as: member })).body.prayer).toBe('Private words');

    expect((await service.request('DELETE', entryPath, { as: member })).status).toBe(204);
    expect((await service.request('GET', entryPath, { as: member })).status).toBe(404);
    expect((await service.request('DELETE', entryPath, { as: member })).status).toBe(404);
  });

  it('refuses an id that is not one', async () => {
    const response = await service.request('GET', `${path}/not-an-id`, { as: member });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      expect.objectContaining({ path: 'entryId', message: 'The entry id is not valid' }),
    ]);
  });
});

describe(`GET ${path}`, () => {
  const writer = newMember();
  let entries: Array<{ id: string; createdAt: string }> = [];
  beforeAll(async () => {
    entries = [];
    entries.push(
      await write(writer, {
        scripture: 'Genesis 1:1',
        observation: 'In the beginning God created the heavens',
        status: 'saved',
      }),
    );
    entries.push(
      await write(writer, {
        scripture: 'John 1:1',
        observation: 'In the beginning was the Word',
        application: 'Read slowly',
      }),
    );
    entries.push(
      await write(writer, { scripture: 'John 15:5', application: 'Abide in the vine', prayer: 'Keep me fruitful' }),
    );
    entries.push(await write(writer, { prayer: 'Thank you for the creation around me' }));
  });
  const ids = (page: { items: Array<{ id: string }> }) => page.items.map((entry) => entry.id);

  it("lists the caller's entries newest first, a page at a time without gaps", async () => {
    const newestFirst = [...entries].reverse().map((entry) => entry.id);
    expect(ids(await list(writer))).toEqual(newestFirst);
    const first = await list(writer, '?limit=3');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(writer, `?limit=3&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect([...ids(first), ...ids(second)]).toEqual(newestFirst);
    expect(second.nextCursor).toBeNull();
  });

  it("filters by book and by the entry's date", async () => {
    expect(ids(await list(writer, '?book=JHN'))).toEqual([entries[2]!.id, entries[1]!.id]);
    const today = entries[0]!.createdAt.slice(0, 10);
    expect(ids(await list(writer, `?from=${today}&to=${today}`))).toHaveLength(4);
    expect(ids(await list(writer, '?from=2000-01-01&to=2000-12-31'))).toEqual([]);
    expect(ids(await list(writer, `?book=GEN&from=${today}`))).toEqual([entries[0]!.id]);
  });

  it('searches the four texts, best match first, and pages the matches', async () => {
    const beginning = await list(writer, '?q=beginning');
    expect(ids(beginning).sort()).toEqual([entries[0]!.id, entries[1]!.id].sort());
    // Stemmed ("heaven" finds "heavens"), in websearch syntax (OR), and the writer's own only.
    expect(ids(await list(writer, '?q=heaven'))).toEqual([entries[0]!.id]);
    expect(ids(await list(writer, '?q=heaven or creation')).sort()).toEqual([entries[0]!.id, entries[3]!.id].sort());
    expect(ids(await list(writer, '?q=vine fruitful'))).toEqual([entries[2]!.id]);
    expect(ids(await list(writer, '?q=beginning&book=JHN'))).toEqual([entries[1]!.id]);
    expect(ids(await list(member, '?q=beginning'))).toEqual([]);

    const first = await list(writer, '?q=beginning&limit=1');
    expect(first.nextCursor).toBe('1');
    const second = await list(writer, '?q=beginning&limit=1&cursor=1');
    expect([...ids(first), ...ids(second)]).toEqual(ids(beginning));
  });

  it('refuses a bad filter or cursor with a 400 naming it', async () => {
    for (const [query, field] of [
      ['?book=XYZ', 'book'],
      ['?from=yesterday', 'from'],
      ['?from=2026-02-01&to=2026-01-01', 'to'],
      ['?cursor=nonsense', 'cursor'],
      ['?q=word&cursor=abc', 'cursor'],
      ['?limit=0', 'limit'],
    ]) {
      const response = await service.request('GET', `${path}${query}`, { as: writer });
      expect(response.status).toBe(400);
      expect(response.body.issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
    }
  });
});
