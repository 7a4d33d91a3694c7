import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '../app';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(worshipService);
}, 120_000);
afterAll(() => service.close());

// Every Bible call is public: the tests call as a visitor, with no one signed in.
const get = (path: string) => service.request('GET', path);
const words = (hit: { parts: Array<{ text: string }> }) => hit.parts.map((part) => part.text).join('');

describe('GET /api/bible/translations', () => {
  it('offers the World English Bible first, then the King James Version, to anyone', async () => {
    const response = await get('/api/bible/translations');
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      { code: 'web', name: 'World English Bible', abbreviation: 'WEB', language: 'en' },
      { code: 'kjv', name: 'King James Version', abbreviation: 'KJV', language: 'en' },
    ]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('GET /api/bible/:translation/:book/:chapter', () => {
  it('reads a chapter in order, with the chapters before and after it', async () => {
    const response = await get('/api/bible/kjv/JHN/3');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ translation: 'kjv', book: 'JHN', chapter: 3, previous: { book: 'JHN', chapter: 2 }, next: { book: 'JHN', chapter: 4 } });
    expect(response.body.verses).toHaveLength(36);
    expect(response.body.verses.map((verse: { verse: number }) => verse.verse)).toEqual(Array.from({ length: 36 }, (_, index) => index + 1));
    expect(response.body.verses[15].text).toMatch(/^For God so loved the world/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('goes across books, and stops at the two ends of the Bible', async () => {
    expect((await get('/api/bible/web/MAL/4')).body.next).toEqual({ book: 'MAT', chapter: 1 });
    expect((await get('/api/bible/web/MAT/1')).body.previous).toEqual({ book: 'MAL', chapter: 4 });
    expect((await get('/api/bible/web/GEN/1')).body.previous).toBeNull();
    expect((await get('/api/bible/web/REV/22')).body.next).toBeNull();
  });

  it('gives a psalm its title', async () => {
    const psalm = await get('/api/bible/web/PSA/23');
    expect(psalm.body.verses[0]).toMatchObject({ verse: 1, heading: 'A Psalm by David.', text: expect.stringMatching(/^Yahweh is my shepherd/) });
  });

  it('says what is wrong with a chapter that does not exist', async () => {
    const beyond = await get('/api/bible/web/JHN/22');
    expect(beyond.status).toBe(404);
    expect(beyond.body).toMatchObject({ message: 'John has 21 chapters', code: 'bible_chapter_not_found' });
    expect((await get('/api/bible/web/JUD/2')).body.message).toBe('Jude has 1 chapter');
    const translation = await get('/api/bible/niv/JHN/3');
    expect(translation.status).toBe(404);
    expect(translation.body.code).toBe('bible_translation_not_found');
    expect((await get('/api/bible/web/XYZ/1')).status).toBe(400);
    expect((await get('/api/bible/web/JHN/0')).status).toBe(400);
    expect((await get('/api/bible/web/JHN/three')).status).toBe(400);
  });
});

describe('GET /api/bible/:translation/passage', () => {
  it('reads a passage by its reference, however it is written', async () => {
    const response = await get(`/api/bible/web/passage?reference=${encodeURIComponent('Jn 3:16-18')}`);
    expect(response.status).toBe(200);
    expect(response.body.reference).toBe('John 3:16–18');
    expect(response.body.verses.map((verse: { verse: number }) => verse.verse)).toEqual([16, 17, 18]);
    const across = await get(`/api/bible/kjv/passage?reference=${encodeURIComponent('GEN 1:31-2:2')}`);
    expect(across.body.verses.map((verse: { chapter: number; verse: number }) => `${verse.chapter}:${verse.verse}`)).toEqual(['1:31', '2:1', '2:2']);
  });

  it('refuses a reference it cannot read, one past the text, and one too long to read at once', async () => {
    const unreadable = await get('/api/bible/web/passage?reference=Hezekiah%203');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.code).toBe('bible_reference_invalid');
    expect((await get('/api/bible/web/passage?reference=John%203:99')).status).toBe(404);
    const tooLong = await get('/api/bible/web/passage?reference=Genesis%201-10');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('bible_passage_too_long');
    expect((await get('/api/bible/web/passage')).status).toBe(400);
  });
});

describe('GET /api/bible/:translation/search', () => {
  it('finds verses by their words, best matches first, the words found marked', async () => {
    const response = await get('/api/bible/web/search?q=good%20shepherd&limit=5');
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThanOrEqual(2);
    expect(response.body.items.length).toBeGreaterThan(0);
    const first = response.body.items[0];
    expect(words(first)).toMatch(/good shepherd/i);
    expect(first.parts.filter((part: { match: boolean }) => part.match).map((part: { text: string }) => part.text.toLowerCase())).toEqual(
      expect.arrayContaining(['good', 'shepherd']),
    );
    const john = response.body.items.find((hit: { book: string; chapter: number }) => hit.book === 'JHN' && hit.chapter === 10);
    expect(john).toBeDefined();
  });

  it('pages through every match without repeating one', async () => {
    const first = await get('/api/bible/kjv/search?q=shepherd&limit=20');
    expect(first.body.nextCursor).toBe('20');
    const second = await get(`/api/bible/kjv/search?q=shepherd&limit=20&cursor=${first.body.nextCursor}`);
    const keys = (page: { items: Array<{ book: string; chapter: number; verse: number }> }) => page.items.map((hit) => `${hit.book} ${hit.chapter}:${hit.verse}`);
    expect(keys(second.body).filter((key) => keys(first.body).includes(key))).toEqual([]);
    expect(second.body.total).toBe(first.body.total);
    let cursor: string | null = first.body.nextCursor;
    let seen = first.body.items.length;
    while (cursor) {
      const page = await get(`/api/bible/kjv/search?q=shepherd&limit=50&cursor=${cursor}`);
      seen += page.body.items.length;
      cursor = page.body.nextCursor;
    }
    expect(seen).toBe(first.body.total);
  });

  it('finds nothing for words too common to search, and refuses what is not a search', async () => {
    expect((await get('/api/bible/web/search?q=the%20and')).body).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await get('/api/bible/web/search?q=a')).status).toBe(400);
    expect((await get(`/api/bible/web/search?q=${'love '.repeat(50)}`)).status).toBe(400);
    expect((await get('/api/bible/web/search?q=love&cursor=abc')).status).toBe(400);
    expect((await get('/api/bible/web/search?q=love&cursor=5000')).status).toBe(400);
  });
});

describe('GET /api/bible/:translation/verse-of-the-day', () => {
  it('gives everyone the same verse on the same day, and another the next day', async () => {
    const newYear = await get('/api/bible/web/verse-of-the-day?date=2026-01-01');
    expect(newYear.status).toBe(200);
    expect(newYear.body).toMatchObject({ date: '2026-01-01', reference: 'John 3:16', verses: [{ book: 'JHN', chapter: 3, verse: 16 }] });
    expect((await get('/api/bible/web/verse-of-the-day?date=2026-01-01')).body).toEqual(newYear.body);
    expect((await get('/api/bible/web/verse-of-the-day?date=2026-01-02')).body.reference).toBe('Psalms 23:1');
    expect((await get('/api/bible/web/verse-of-the-day')).body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await get('/api/bible/web/verse-of-the-day?date=2026-02-30')).status).toBe(400);
  });
});
