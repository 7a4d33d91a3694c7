import english from './en';
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

  it.each(designLanguageCodes)('%s has every English key, each with text', (code) => {
    const dictionary = coreTranslationsFor(code);
    expect(Object.keys(dictionary ?? {}).sort()).toEqual(Object.keys(english).sort());
    for (const text of Object.values(dictionary ?? {})) expect(text.trim()).not.toBe('');
  });

  it.each(designLanguageCodes.filter((code) => code !== 'en'))('%s is translated, not an English copy', (code) => {
    const dictionary = coreTranslationsFor(code) ?? english;
    const translatedKeys = Object.entries(english).filter(([key, text]) => dictionary[key as keyof typeof english] !== text);
    // A few words (Legal, Firma) are spelled alike in some languages; the rest must differ.
    expect(translatedKeys.length).toBeGreaterThanOrEqual(Object.keys(english).length - 2);
  });

  it.each(Object.entries(scripts))('%s is written in its own script', (code, script) => {
    for (const text of Object.values(coreTranslationsFor(code) ?? {})) {
      expect(text.replace('Koinonia', '')).toMatch(script);
    }
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
