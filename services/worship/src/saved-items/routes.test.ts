import { randomUUID } from 'node:crypto';
import { prayerWallEndpoints, savedItemsEndpoints, soapJournalEndpoints } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '../app';

const path = savedItemsEndpoints.list.path;
const church = randomUUID();
const otherChurch = randomUUID();
const newMember = (churchId: string | null = church) => ({
  userId: randomUUID(),
  role: 'member' as const,
  churchId,
  displayName: 'A member',
});
type Caller = ReturnType<typeof newMember>;

let service: TestService;
beforeAll(async () => {
  service = await startTestService(worshipService, { seed: false });
}, 120_000);
afterAll(() => service.close());

async function prayerOf(author: Caller, visibility: 'public' | 'private' | 'anonymous' = 'public', words = 'Pray for my mother') {
  const body = { title: words, body: `${words}, who is unwell`, visibility };
  const response = await service.request('POST', prayerWallEndpoints.post.path, { as: author, body });
  expect(response.status).toBe(201);
  return response.body.id as string;
}
async function entryOf(author: Caller, observation = 'The Lord is my shepherd; I lack nothing') {
  const body = { scripture: 'Psalm 23', observation, status: 'saved' };
  const response = await service.request('POST', soapJournalEndpoints.create.path, { as: author, body });
  expect(response.status).toBe(201);
  return response.body.id as string;
}
async function save(as: Caller, body: Record<string, unknown>) {
  const response = await service.request('POST', path, { as, body });
  expect(response.status).toBe(201);
  return response.body;
}
const list = async (as: Caller, query = '') => {
  const response = await service.request('GET', `${path}${query}`, { as });
  expect(response.status).toBe(200);
  return response.body as { items: Array<{ id: string; kind: string; targetId: string }>; nextCursor: string | null };
};
const kindsAndTargets = (page: Awaited<ReturnType<typeof list>>) => page.items.map((item) => [item.kind, item.targetId]);
const john316 = { kind: 'verse', translation: 'web', book: 'JHN', chapter: 3, verse: 16 };

describe(`POST ${path}`, () => {
  it('saves a request, a verse and a reflection with what the list shows, once however often asked', async () => {
    const saver = newMember();
    const prayerId = await prayerOf(newMember());
    const entryId = await entryOf(saver);

    const prayer = await save(saver, { kind: 'prayer', targetId: prayerId });
    expect(prayer).toMatchObject({
      kind: 'prayer',
      targetId: prayerId,
      prayer: { id: prayerId, title: 'Pray for my mother', isMine: false, authorName: 'A member' },
    });
    expect(await save(saver, { kind: 'prayer', targetId: prayerId })).toEqual(prayer);

    const verse = await save(saver, john316);
    expect(verse).toMatchObject({
      kind: 'verse',
      targetId: 'web:JHN:3:16',
      verse: { translation: 'web', book: 'JHN', chapter: 3, verse: 16, text: expect.stringContaining('For God so loved') },
    });
    expect((await save(saver, john316)).id).toBe(verse.id);

    const reflection = await save(saver, { kind: 'reflection', targetId: entryId });
    expect(reflection).toMatchObject({
      kind: 'reflection',
      reflection: { id: entryId, scripture: 'Psalms 23', excerpt: 'The Lord is my shepherd; I lack nothing' },
    });

    expect(kindsAndTargets(await list(saver))).toEqual([
      ['reflection', entryId],
      ['verse', 'web:JHN:3:16'],
      ['prayer', prayerId],
    ]);
  });

  it("refuses what the caller may not see: another church's or a private request, someone else's entry, a verse that is not there", async () => {
    const saver = newMember();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ kind: 'prayer', targetId: await prayerOf(newMember(otherChurch)) }, 404, 'prayer_not_found'],
      [{ kind: 'prayer', targetId: await prayerOf(newMember(), 'private') }, 404, 'prayer_not_found'],
      [{ kind: 'prayer', targetId: randomUUID() }, 404, 'prayer_not_found'],
      [{ kind: 'reflection', targetId: await entryOf(newMember()) }, 404, 'soap_entry_not_found'],
      [{ ...john316, verse: 99 }, 404, 'saved_verse_not_found'],
      [{ ...john316, chapter: 22 }, 404, 'bible_chapter_not_found'],
      [{ ...john316, translation: 'xyz' }, 404, 'saved_verse_not_found'],
      [{ kind: 'prayer', targetId: 'nope' }, 400, 'validation_failed'],
      [{ kind: 'verse', book: 'JHN' }, 400, 'validation_failed'],
      [{ kind: 'bookmark', targetId: randomUUID() }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const response = await service.request('POST', path, { as: saver, body });
      expect([body, response.status, response.body.code]).toEqual([body, status, code]);
    }
    expect((await list(saver)).items).toEqual([]);
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('POST', path, { body: john316 })).status).toBe(401);
    expect((await service.request('GET', path)).status).toBe(401);
  });
});

describe(`GET ${path}`, () => {
  it('drops a request its saver can no longer see, and a removed one, and brings it back when public again', async () => {
    const author = newMember();
    const saver = newMember();
    const prayerId = await prayerOf(author);
    await save(saver, { kind: 'prayer', targetId: prayerId });
    const prayerPath = prayerWallEndpoints.get.path.replace(':prayerId', prayerId);
    const madePrivate = { title: 'Pray for my mother', body: 'Now private', visibility: 'private' };
    expect((await service.request('PUT', prayerPath, { as: author, body: madePrivate })).status).toBe(200);
    expect((await list(saver)).items).toEqual([]);
    expect((await list({ ...saver, churchId: null })).items).toEqual([]);

    const madePublic = { ...madePrivate, visibility: 'public' };
    expect((await service.request('PUT', prayerPath, { as: author, body: madePublic })).status).toBe(200);
    expect(kindsAndTargets(await list(saver))).toEqual([['prayer', prayerId]]);
    // A saver who moved to another church no longer sees their first church's wall.
    expect((await list({ ...saver, churchId: otherChurch })).items).toEqual([]);

    expect((await service.request('DELETE', prayerPath, { as: author })).status).toBe(204);
    expect((await list(saver)).items).toEqual([]);
  });

  it('filters by kind, searches the saved text, and pages newest first without gaps', async () => {
    const saver = newMember();
    const prayerId = await prayerOf(newMember(), 'anonymous', 'Healing for the Smith family');
    await save(saver, { kind: 'prayer', targetId: prayerId });
    await save(saver, john316);
    await save(saver, { ...john316, book: 'GEN', chapter: 1, verse: 1 });
    await save(saver, { kind: 'reflection', targetId: await entryOf(saver, 'Still waters restore my soul') });

    expect(kindsAndTargets(await list(saver, '?kind=verse'))).toEqual([
      ['verse', 'web:GEN:1:1'],
      ['verse', 'web:JHN:3:16'],
    ]);
    const anonymous = (await list(saver, '?kind=prayer')).items[0] as unknown as { prayer: { authorName: string | null } };
    expect(anonymous.prayer.authorName).toBeNull();
    expect(kindsAndTargets(await list(saver, '?q=loved%20the%20world'))).toEqual([['verse', 'web:JHN:3:16']]);
    expect(kindsAndTargets(await list(saver, '?q=SMITH'))).toEqual([['prayer', prayerId]]);
    expect((await list(saver, '?q=still%20waters')).items.map((item) => item.kind)).toEqual(['reflection']);
    expect((await list(saver, '?q=100%25')).items).toEqual([]);

    const all = (await list(saver)).items.map((item) => item.id);
    expect(all).toHaveLength(4);
    const first = await list(saver, '?limit=3');
    const second = await list(saver, `?limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(all);
    expect(second.nextCursor).toBeNull();

    for (const query of ['?kind=song', '?cursor=nonsense', '?limit=0', `?q=${'x'.repeat(201)}`]) {
      expect((await service.request('GET', `${path}${query}`, { as: saver })).status).toBe(400);
    }
  });
});

describe(`${path}/lookup and ${path}/:savedItemId`, () => {
  it("tells which things are saved, and removes only the caller's own item", async () => {
    const saver = newMember();
    const other = newMember();
    const prayerId = await prayerOf(newMember());
    const unsaved = await prayerOf(newMember());
    const prayer = await save(saver, { kind: 'prayer', targetId: prayerId });
    const verse = await save(saver, john316);

    const lookup = async (as: Caller, query: string) => (await service.request('GET', `${path}/lookup?${query}`, { as })).body;
    expect(await lookup(saver, `kind=prayer&targets=${prayerId},${unsaved}`)).toEqual({
      items: [{ id: prayer.id, targetId: prayerId }],
    });
    expect(await lookup(saver, 'kind=verse&targets=web:JHN:3:16,web:JHN:3:17,kjv:JHN:3:16')).toEqual({
      items: [{ id: verse.id, targetId: 'web:JHN:3:16' }],
    });
    expect(await lookup(other, `kind=prayer&targets=${prayerId}`)).toEqual({ items: [] });
    expect((await service.request('GET', `${path}/lookup?kind=verse&targets=${prayerId}`, { as: saver })).status).toBe(400);

    const itemPath = savedItemsEndpoints.remove.path.replace(':savedItemId', prayer.id);
    const notYours = await service.request('DELETE', itemPath, { as: other });
    expect([notYours.status, notYours.body.code]).toEqual([404, 'saved_item_not_found']);
    expect((await service.request('DELETE', itemPath, { as: saver })).status).toBe(204);
    expect((await service.request('DELETE', itemPath, { as: saver })).status).toBe(404);
    expect(kindsAndTargets(await list(saver))).toEqual([['verse', 'web:JHN:3:16']]);
    expect((await service.request('DELETE', `${path}/not-an-id`, { as: saver })).status).toBe(400);
  });
});
