import { churchListQuerySchema } from './onboarding';
import { searchWords } from './search-words';

describe('the words of a search', () => {
  it('refuses a control character, NUL above all (PostgreSQL text cannot hold it), with a clear message', () => {
    for (const words of ['love\u0000', 'a\u0007b', 'two\nlines']) {
      const result = searchWords(100).safeParse(words);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ message: 'Search must not contain control characters' });
    }
  });

  it('keeps ordinary words in any script, trimmed, within the bounds', () => {
    expect(searchWords(100).parse('  grâce  ')).toBe('grâce');
    expect(searchWords(100).parse('محبة')).toBe('محبة');
    expect(searchWords(5).safeParse('too long').success).toBe(false);
    expect(searchWords(100, { min: 2 }).safeParse('a').success).toBe(false);
  });

  it('guards the church search of onboarding, which answered a NUL with a 500', () => {
    expect(churchListQuerySchema.safeParse({ q: 'Grace\u0000' }).success).toBe(false);
  });
});
