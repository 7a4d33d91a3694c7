import { languageCodes } from '../languages';
import { appSections, appTranslationsFor, type AppSection } from '.';
import { pendingTranslations } from './pending-translations';
import { retiredKeys } from './retired-keys';

/** DESIGN "Language codes", in priority order. */
const designLanguageCodes =
  'en es pt fr ru de fil tl zh it pl uk ig ko id am yo ceb ar hi nl ny ta ml hy ja bn ur ha he fa'.split(' ');
const translatedCodes = designLanguageCodes.filter((code) => code !== 'en');

/** The script each language is written in, where it is not the Latin alphabet. */
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

/** Names every language writes as English does (SPEC: the product, S.O.A.P. and the D.I.V.I.N.E. Serve Hub). */
const keptNames = ['Koinonia', 'S.O.A.P.', 'D.I.V.I.N.E.'];

const sectionNames = Object.keys(appSections) as AppSection[];
const dictionaryOf = (section: AppSection, code: string): Record<string, string> =>
  (appSections[section] as Record<string, Record<string, string>>)[code] ?? {};
const englishOf = (section: AppSection) => dictionaryOf(section, 'en');
/** Keys whose other languages still hold the English text (pending-translations.ts). */
const pendingOf = (section: AppSection): ReadonlySet<string> => new Set<string>(pendingTranslations[section]);
/** The `{name}` placeholders of a text, sorted, so a translation can be checked to keep every one. */
const placeholdersOf = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();

describe('app translations', () => {
  it.each(sectionNames)('%s covers exactly the 31 language codes of DESIGN, in priority order', (section) => {
    expect(Object.keys(appSections[section])).toEqual(designLanguageCodes);
    expect(languageCodes).toEqual(designLanguageCodes);
  });

  it('keep each key in one section only, so a string used by several keeps one translation', () => {
    const sectionsOfKey = new Map<string, AppSection[]>();
    for (const section of sectionNames) {
      for (const key of Object.keys(englishOf(section)))
        sectionsOfKey.set(key, [...(sectionsOfKey.get(key) ?? []), section]);
    }
    expect([...sectionsOfKey].filter(([, sections]) => sections.length > 1)).toEqual([]);
  });

  describe.each(sectionNames)('the %s section', (section) => {
    const englishEntries = Object.entries(englishOf(section));
    const pending = pendingOf(section);

    it('lists as awaiting translation only keys it has, each once', () => {
      const listed = pendingTranslations[section] as readonly string[];
      expect(listed.filter((key) => !Object.hasOwn(englishOf(section), key))).toEqual([]);
      expect(listed.filter((key, index) => listed.indexOf(key) !== index)).toEqual([]);
    });

    it('lists as awaiting translation no key that every language has translated', () => {
      const translatedEverywhere = [...pending].filter((key) =>
        translatedCodes.every((code) => dictionaryOf(section, code)[key] !== englishOf(section)[key]),
      );
      expect(translatedEverywhere).toEqual([]);
    });

    it.each(translatedCodes)('%s has every English key and no other, each with text that is not the key', (code) => {
      const dictionary = dictionaryOf(section, code);
      expect(Object.keys(dictionary).sort()).toEqual(Object.keys(englishOf(section)).sort());
      const untranslated = Object.entries(dictionary).filter(([key, text]) => text.trim() === '' || text === key);
      expect(untranslated).toEqual([]);
    });

    it.each(translatedCodes)('%s keeps every {placeholder} of the English text', (code) => {
      const dictionary = dictionaryOf(section, code);
      const broken = englishEntries.filter(
        ([key, text]) => placeholdersOf(dictionary[key] ?? '') !== placeholdersOf(text),
      );
      expect(broken.map(([key]) => key)).toEqual([]);
    });

    it.each(translatedCodes)(
      '%s writes Koinonia, S.O.A.P. and D.I.V.I.N.E. untranslated wherever English names them',
      (code) => {
        const dictionary = dictionaryOf(section, code);
        const renamed = englishEntries.filter(([key, text]) =>
          keptNames.some((name) => text.includes(name) && !(dictionary[key] ?? '').includes(name)),
        );
        expect(renamed.map(([key]) => key)).toEqual([]);
      },
    );

    it.each(translatedCodes)('%s copies no English sentence of more than three words, but the pending ones', (code) => {
      const dictionary = dictionaryOf(section, code);
      const copied = englishEntries.filter(
        ([key, text]) => !pending.has(key) && text.split(/\s+/).length > 3 && dictionary[key] === text,
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });

    // Placeholders, kept names and file formats (JPEG, IP) may stay in Latin letters; any other wording is in the
    // script, but for the keys still awaiting translation.
    it.each(Object.entries(scripts))('%s writes every text that has words in its own script', (code, script) => {
      const latinOnly = Object.entries(dictionaryOf(section, code)).filter(([key, text]) => {
        if (pending.has(key)) return false;
        const words = keptNames.reduce((rest, name) => rest.replaceAll(name, ''), text.replace(/\{\w+\}/g, ''));
        return /\p{Letter}/u.test(words) && !script.test(words);
      });
      expect(latinOnly.map(([key]) => key)).toEqual([]);
    });
  });

  it.each(translatedCodes)('%s translates the core strings, not copies them', (code) => {
    const english = englishOf('core');
    const dictionary = dictionaryOf('core', code);
    const keys = Object.keys(english).filter((key) => !pendingOf('core').has(key));
    const translatedKeys = keys.filter((key) => dictionary[key] !== english[key]);
    // A few words (Legal, Firma) are spelled alike in some languages; the rest (but the pending ones) must differ.
    expect(translatedKeys.length).toBeGreaterThanOrEqual(keys.length - 2);
  });

  it.each(designLanguageCodes)('%s names each SPEC §6 access level differently', (code) => {
    const dictionary = dictionaryOf('core', code);
    const names = Object.keys(dictionary)
      .filter((key) => key.startsWith('access.level.'))
      .map((key) => dictionary[key]);
    expect(names.length).toBe(6);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the product name Koinonia in every welcome', () => {
    for (const code of designLanguageCodes) expect(dictionaryOf('core', code)['app.welcome']).toContain('Koinonia');
  });
});

describe('appTranslationsFor', () => {
  it.each(designLanguageCodes)('%s merges every section: each English key once, with its own text', (code) => {
    const merged: Record<string, string> = appTranslationsFor(code) ?? {};
    const sectionEntries = sectionNames.flatMap((section) => Object.entries(dictionaryOf(section, code)));
    const sectionKeys = sectionNames.flatMap((section) => Object.keys(englishOf(section)));
    expect(Object.keys(merged).sort()).toEqual([...sectionKeys, ...Object.keys(retiredKeys)].sort());
    for (const [key, text] of sectionEntries) expect(merged[key]).toBe(text);
  });

  it.each(designLanguageCodes)(
    '%s still answers each retired key, with the text of the key that replaced it',
    (code) => {
      const merged: Record<string, string> = appTranslationsFor(code) ?? {};
      for (const [retired, replacement] of Object.entries(retiredKeys)) {
        expect(merged[replacement]).toBeTruthy();
        expect(merged[retired]).toBe(merged[replacement]);
        expect(sectionNames.some((section) => Object.hasOwn(englishOf(section), retired))).toBe(false);
      }
    },
  );

  it('knows nothing of unknown codes or inherited object keys', () => {
    for (const code of ['xx', 'EN', 'pt-BR', '', '__proto__', 'constructor', 'toString']) {
      expect(appTranslationsFor(code)).toBeUndefined();
    }
  });
});
