import english from './en';
import englishShell from './shell/en';
import englishPages from './pages/en';
import { coreTranslations, coreTranslationsFor } from '.';

/** DESIGN "Language codes", in priority order. */
const designLanguageCodes = 'en es pt fr ru de fil tl zh it pl uk ig ko id am yo ceb ar hi nl ny ta ml hy ja bn ur ha he fa'.split(' ');

/** The script each language is written in, checked on its translation of "Loading…". */
const scripts: Record<string, RegExp> = {
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  zh: /\p{Script=Han}/u,
  ja: /\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  am: /\p{Script=Ethiopic}/u,
  ar: /\p{Script=Arabic}/u,
  ur: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  hi: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u,
  ta: /\p{Script=Tamil}/u,
  ml: /\p{Script=Malayalam}/u,
  hy: /\p{Script=Armenian}/u,
};

describe('core translations', () => {
  it('cover exactly the 31 language codes of DESIGN, in priority order', () => {
    expect(Object.keys(coreTranslations)).toEqual(designLanguageCodes);
  });

  it.each(designLanguageCodes)(
    '%s has every English key of the core, shell and pages groups, each with text',
    (code) => {
      const dictionary = coreTranslationsFor(code);
      expect(Object.keys(dictionary ?? {}).sort()).toEqual(
        [...Object.keys(english), ...Object.keys(englishShell), ...Object.keys(englishPages)].sort(),
      );
      for (const text of Object.values(dictionary ?? {})) expect(text.trim()).not.toBe('');
    },
  );

  it.each(designLanguageCodes.filter((code) => code !== 'en'))('%s is translated, not an English copy', (code) => {
    const dictionary = coreTranslationsFor(code) ?? english;
    const translatedKeys = Object.entries(english).filter(([key, text]) => dictionary[key as keyof typeof english] !== text);
    // A few words (Legal, Firma) are spelled alike in some languages; the rest must differ.
    expect(translatedKeys.length).toBeGreaterThanOrEqual(Object.keys(english).length - 2);
  });

  // The pages group, which names file formats and placeholders such as "{rating}/5", has its own script check below.
  it.each(Object.entries(scripts))('%s writes its core and shell strings in its own script', (code, script) => {
    const dictionary: Record<string, string> = coreTranslationsFor(code) ?? {};
    for (const key of [...Object.keys(english), ...Object.keys(englishShell)]) {
      expect((dictionary[key] ?? '').replace('Koinonia', '')).toMatch(script);
    }
  });

  it.each(designLanguageCodes.filter((code) => code !== 'en'))('%s keeps every {placeholder} of the English core text', (code) => {
    const dictionary: Record<string, string> = coreTranslationsFor(code) ?? {};
    const broken = Object.entries(english)
      .filter(([key, text]) => (dictionary[key] ?? '').match(/\{\w+\}/g)?.sort().join() !== text.match(/\{\w+\}/g)?.sort().join())
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it.each(designLanguageCodes)('%s names each SPEC §6 access level differently', (code) => {
    const dictionary: Record<string, string> = coreTranslationsFor(code) ?? {};
    const names = Object.keys(english).filter((key) => key.startsWith('access.level.')).map((key) => dictionary[key]);
    expect(names.length).toBe(5);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the product name Koinonia in every welcome', () => {
    for (const dictionary of Object.values(coreTranslations)) expect(dictionary['app.welcome']).toContain('Koinonia');
  });

  it('knows nothing of unknown codes or inherited object keys', () => {
    for (const code of ['xx', 'EN', 'pt-BR', '', '__proto__', 'constructor', 'toString']) {
      expect(coreTranslationsFor(code)).toBeUndefined();
    }
  });
});

/** The `{name}` placeholders of a text, sorted, so a translation can be checked to keep every one. */
const placeholdersOf = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('shell translations', () => {
  const shellEntries = Object.entries(englishShell);
  const translatedCodes = designLanguageCodes.filter((code) => code !== 'en');
  /** The shell's text in a language, looked up by an English shell key. */
  const shellTextOf = (code: string, key: string): unknown => (coreTranslationsFor(code) as Record<string, unknown> | undefined)?.[key];

  it('share no key with the core group, so a string used by both keeps one translation', () => {
    expect(Object.keys(englishShell).filter((key) => Object.hasOwn(english, key))).toEqual([]);
  });

  it('are served in English exactly as shell/en.ts writes them', () => {
    for (const [key, text] of shellEntries) expect(shellTextOf('en', key)).toBe(text);
  });

  it.each(translatedCodes)('%s has every shell key, each with text that is not the key itself', (code) => {
    const untranslated = shellEntries
      .map(([key]) => [key, shellTextOf(code, key)] as const)
      .filter(([key, text]) => typeof text !== 'string' || text.trim() === '' || text === key)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(translatedCodes)('%s keeps every {placeholder} of the English text', (code) => {
    const broken = shellEntries
      .filter(([key, text]) => placeholdersOf(String(shellTextOf(code, key))).join() !== placeholdersOf(text).join())
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  // The languages of `scripts` are not written in Latin letters: an English sentence there is an untranslated copy.
  it.each(Object.keys(scripts))('%s copies no English sentence of more than three words', (code) => {
    const copied = shellEntries
      .filter(([key, text]) => text.split(/\s+/).length > 3 && shellTextOf(code, key) === text)
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });
});

describe('pages translations', () => {
  const pagesEntries = Object.entries(englishPages);
  const translatedCodes = designLanguageCodes.filter((code) => code !== 'en');
  /** A page's text in a language, looked up by an English pages key. */
  const pagesTextOf = (code: string, key: string): unknown =>
    (coreTranslationsFor(code) as Record<string, unknown> | undefined)?.[key];
  /** Names every language writes as English does (SPEC: the product, S.O.A.P. and the D.I.V.I.N.E. Serve Hub). */
  const keptNames = ['Koinonia', 'S.O.A.P.', 'D.I.V.I.N.E.'];

  it('share no key with the core or shell groups, so a string used by both keeps one translation', () => {
    expect(
      Object.keys(englishPages).filter((key) => Object.hasOwn(english, key) || Object.hasOwn(englishShell, key)),
    ).toEqual([]);
  });

  it('are served in English exactly as pages/en.ts writes them', () => {
    for (const [key, text] of pagesEntries) expect(pagesTextOf('en', key)).toBe(text);
  });

  it.each(translatedCodes)('%s has every pages key, each with text that is not the key itself', (code) => {
    const untranslated = pagesEntries
      .map(([key]) => [key, pagesTextOf(code, key)] as const)
      .filter(([key, text]) => typeof text !== 'string' || text.trim() === '' || text === key)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(translatedCodes)('%s keeps every {placeholder} of the English text', (code) => {
    const broken = pagesEntries
      .filter(([key, text]) => placeholdersOf(String(pagesTextOf(code, key))).join() !== placeholdersOf(text).join())
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it.each(translatedCodes)(
    '%s writes Koinonia, S.O.A.P. and D.I.V.I.N.E. untranslated wherever English names them',
    (code) => {
      const renamed = pagesEntries
        .filter(([key, text]) =>
          keptNames.some((name) => text.includes(name) && !String(pagesTextOf(code, key)).includes(name)),
        )
        .map(([key]) => key);
      expect(renamed).toEqual([]);
    },
  );

  it.each(Object.keys(scripts))('%s copies no English sentence of more than three words', (code) => {
    const copied = pagesEntries
      .filter(([key, text]) => text.split(/\s+/).length > 3 && pagesTextOf(code, key) === text)
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  // Placeholders, kept names and file formats (JPEG, IP) may stay in Latin letters; any other wording is in the script.
  it.each(Object.entries(scripts))('%s writes every page text that has words in its own script', (code, script) => {
    const latinOnly = pagesEntries
      .map(([key]) => [key, String(pagesTextOf(code, key))] as const)
      .filter(([, text]) => /\p{Letter}/u.test(text.replace(/\{\w+\}/g, '')) && !script.test(text))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });
});
