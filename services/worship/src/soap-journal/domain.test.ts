import { soapEntryContent } from './domain';

const written = { scripture: '', observation: 'Seen', application: 'Done', prayer: 'Asked' };

describe('what an entry keeps of what its author wrote', () => {
  it('reads the Scripture as a reference and writes it in its one form', () => {
    expect(soapEntryContent({ ...written, scripture: '1 cor 13' }, 'saved')).toEqual({
      ...written,
      scripture: '1 Corinthians 13',
      passage: { book: '1CO', chapter: 13, verse: null, endChapter: 13, endVerse: null },
      status: 'saved',
    });
  });

  it('lets a draft have no Scripture yet, but not a saved entry', () => {
    expect(soapEntryContent(written, 'draft')).toMatchObject({ scripture: '', passage: null, status: 'draft' });
    expect(soapEntryContent(written, 'saved')).toBe('scripture_required');
  });

  it('refuses a reference it cannot read, even in a draft', () => {
    expect(soapEntryContent({ ...written, scripture: 'John 99' }, 'draft')).toBe('unreadable_reference');
  });
});
