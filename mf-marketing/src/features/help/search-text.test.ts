import { matchesQuery } from './search-text';

describe('searching the FAQ and help docs', () => {
  it('ignores case and accents', () => {
    expect(matchesQuery('ORACION', ['Muro de oración'], 'es')).toBe(true);
    expect(matchesQuery('priere', ['Le mur de prière'], 'fr')).toBe(true);
  });

  it('needs every word of the query, in any order and in any of the texts', () => {
    expect(matchesQuery('candles boost', ['What is a boost pack?', 'It adds AI candles.'], 'en')).toBe(true);
    expect(matchesQuery('candles refund', ['What is a boost pack?', 'It adds AI candles.'], 'en')).toBe(false);
  });

  it('matches everything when the query is empty or blank', () => {
    expect(matchesQuery('   ', ['anything'], 'en')).toBe(true);
  });

  it('finds text in scripts without spaces or case', () => {
    expect(matchesQuery('祷告', ['社区祷告墙'], 'zh')).toBe(true);
    expect(matchesQuery('الصلاة', ['جدار الصلاة'], 'ar')).toBe(true);
  });
});
