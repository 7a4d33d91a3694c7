import {
  DEFAULT_LANGUAGE,
  HIGHEST_LANGUAGE_PRIORITY,
  LOWEST_LANGUAGE_PRIORITY,
  PROMINENT_LANGUAGE_MINIMUM_PRIORITY,
  directionOf,
  isRtl,
  isSupportedLanguage,
  languageByCode,
  languageCodes,
  languages,
  languagesWithPriorityAtLeast,
} from './index';

const priorityOrder = [
  'en', 'es', 'pt', 'fr', 'ru', 'de', 'fil', 'tl', 'zh', 'it', 'pl', 'uk', 'ig', 'ko', 'id', 'am',
  'yo', 'ceb', 'ar', 'hi', 'nl', 'ny', 'ta', 'ml', 'hy', 'ja', 'bn', 'ur', 'ha', 'he', 'fa',
];

describe('supported languages', () => {
  it('lists the 31 languages of the spec in priority order', () => {
    expect(languages).toHaveLength(31);
    expect(languages.map((language) => language.code)).toEqual(priorityOrder);
    expect(languageCodes).toEqual(priorityOrder);
  });

  it('names them in the order of the spec', () => {
    expect(languages.map((language) => language.name)).toEqual([
      'English', 'Spanish', 'Portuguese', 'French', 'Russian', 'German', 'Filipino', 'Tagalog',
      'Chinese', 'Italian', 'Polish', 'Ukrainian', 'Igbo', 'Korean', 'Indonesian', 'Amharic', 'Yoruba',
      'Cebuano', 'Arabic', 'Hindi', 'Dutch', 'Chichewa', 'Tamil', 'Malayalam', 'Armenian', 'Japanese',
      'Bengali', 'Urdu', 'Hausa', 'Hebrew', 'Farsi',
    ]);
  });

  it('has unique codes', () => {
    expect(new Set(languages.map((language) => language.code)).size).toBe(languages.length);
  });

  it('gives every language a native name and a flag', () => {
    for (const language of languages) {
      expect(language.nativeName.trim()).not.toBe('');
      expect(language.flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
    }
    expect(languageByCode('ja')?.nativeName).toBe('日本語');
    expect(languageByCode('ar')?.nativeName).toBe('العربية');
  });

  it('runs priorities from 100 for English down to 70 for Farsi, strictly decreasing', () => {
    expect(HIGHEST_LANGUAGE_PRIORITY).toBe(100);
    expect(LOWEST_LANGUAGE_PRIORITY).toBe(70);
    expect(languages[0]?.priority).toBe(100);
    expect(languages.at(-1)?.priority).toBe(70);
    languages.slice(1).forEach((language, index) => {
      expect(language.priority).toBeLessThan(languages[index]!.priority);
    });
  });

  it('defaults to English', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(isSupportedLanguage(DEFAULT_LANGUAGE)).toBe(true);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(languages)).toBe(true);
    expect(Object.isFrozen(languages[0])).toBe(true);
  });
});

describe('isSupportedLanguage', () => {
  it('accepts every listed code', () => {
    for (const code of priorityOrder) expect(isSupportedLanguage(code)).toBe(true);
  });

  it.each([['xx'], ['EN'], ['en-US'], [''], [undefined], [null], [42], [{}], ['constructor']])(
    'rejects %p',
    (code) => {
      expect(isSupportedLanguage(code)).toBe(false);
    },
  );
});

describe('writing direction', () => {
  it('is right to left for exactly Arabic, Urdu, Hebrew and Farsi', () => {
    expect(languages.filter((language) => language.rtl).map((language) => language.code)).toEqual([
      'ar', 'ur', 'he', 'fa',
    ]);
    for (const code of priorityOrder) {
      const expected = ['ar', 'ur', 'he', 'fa'].includes(code);
      expect(isRtl(code)).toBe(expected);
      expect(directionOf(code)).toBe(expected ? 'rtl' : 'ltr');
    }
  });

  it('is left to right for unknown codes', () => {
    expect(isRtl('xx')).toBe(false);
    expect(directionOf('xx')).toBe('ltr');
  });
});

describe('languageByCode', () => {
  it('finds a language by its code', () => {
    expect(languageByCode('fil')).toMatchObject({ code: 'fil', name: 'Filipino', priority: 94 });
  });

  it('returns undefined for an unsupported code', () => {
    expect(languageByCode('xx')).toBeUndefined();
  });
});

describe('languagesWithPriorityAtLeast', () => {
  it('defaults to a minimum of 45, which every language meets', () => {
    expect(PROMINENT_LANGUAGE_MINIMUM_PRIORITY).toBe(45);
    expect(languagesWithPriorityAtLeast()).toEqual([...languages]);
  });

  it('keeps only languages at or above the given priority, in priority order', () => {
    expect(languagesWithPriorityAtLeast(98).map((language) => language.code)).toEqual(['en', 'es', 'pt']);
    expect(languagesWithPriorityAtLeast(101)).toEqual([]);
  });
});
