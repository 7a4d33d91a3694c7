import english from './en';
import spanish from './es';
import portuguese from './pt';
import french from './fr';
import russian from './ru';
import german from './de';
import filipino from './fil';
import tagalog from './tl';
import chinese from './zh';
import italian from './it';
import polish from './pl';
import ukrainian from './uk';
import igbo from './ig';
import korean from './ko';
import indonesian from './id';
import amharic from './am';
import yoruba from './yo';
import cebuano from './ceb';
import arabic from './ar';
import hindi from './hi';
import dutch from './nl';
import chichewa from './ny';
import tamil from './ta';
import malayalam from './ml';
import armenian from './hy';
import japanese from './ja';
import bengali from './bn';
import urdu from './ur';
import hausa from './ha';
import hebrew from './he';
import farsi from './fa';
import type { CoreTranslations } from './en';
import englishShell from './shell/en';
import spanishShell from './shell/es';
import portugueseShell from './shell/pt';
import frenchShell from './shell/fr';
import russianShell from './shell/ru';
import germanShell from './shell/de';
import filipinoShell from './shell/fil';
import tagalogShell from './shell/tl';
import chineseShell from './shell/zh';
import italianShell from './shell/it';
import polishShell from './shell/pl';
import ukrainianShell from './shell/uk';
import igboShell from './shell/ig';
import koreanShell from './shell/ko';
import indonesianShell from './shell/id';
import amharicShell from './shell/am';
import yorubaShell from './shell/yo';
import cebuanoShell from './shell/ceb';
import arabicShell from './shell/ar';
import hindiShell from './shell/hi';
import dutchShell from './shell/nl';
import chichewaShell from './shell/ny';
import tamilShell from './shell/ta';
import malayalamShell from './shell/ml';
import armenianShell from './shell/hy';
import japaneseShell from './shell/ja';
import bengaliShell from './shell/bn';
import urduShell from './shell/ur';
import hausaShell from './shell/ha';
import hebrewShell from './shell/he';
import farsiShell from './shell/fa';
import type { ShellTranslations } from './shell/en';
import englishPages from './pages/en';
import spanishPages from './pages/es';
import portuguesePages from './pages/pt';
import frenchPages from './pages/fr';
import russianPages from './pages/ru';
import germanPages from './pages/de';
import filipinoPages from './pages/fil';
import tagalogPages from './pages/tl';
import chinesePages from './pages/zh';
import italianPages from './pages/it';
import polishPages from './pages/pl';
import ukrainianPages from './pages/uk';
import igboPages from './pages/ig';
import koreanPages from './pages/ko';
import indonesianPages from './pages/id';
import amharicPages from './pages/am';
import yorubaPages from './pages/yo';
import cebuanoPages from './pages/ceb';
import arabicPages from './pages/ar';
import hindiPages from './pages/hi';
import dutchPages from './pages/nl';
import chichewaPages from './pages/ny';
import tamilPages from './pages/ta';
import malayalamPages from './pages/ml';
import armenianPages from './pages/hy';
import japanesePages from './pages/ja';
import bengaliPages from './pages/bn';
import urduPages from './pages/ur';
import hausaPages from './pages/ha';
import hebrewPages from './pages/he';
import farsiPages from './pages/fa';
import type { PagesTranslations } from './pages/en';

export type { CoreTranslationKey, CoreTranslations } from './en';
export type { ShellTranslationKey, ShellTranslations } from './shell/en';
export type { PagesTranslationKey, PagesTranslations } from './pages/en';

/**
 * A language as GET /api/translations/core/{code} serves it: the core strings, the shell's layout strings and the
 * strings of the shell's own pages.
 */
export type ServedTranslations = CoreTranslations & ShellTranslations & PagesTranslations;

/**
 * The three groups share no key (shell/en.ts and pages/en.ts leave the shared ones to an earlier group), so none
 * overrides another.
 */
const served = (core: CoreTranslations, shell: ShellTranslations, pages: PagesTranslations): ServedTranslations => ({
  ...core,
  ...shell,
  ...pages,
});

/**
 * DESIGN "Language codes": the dictionary of each of the 31 languages of SPEC §9 (core, shell and pages strings), in
 * priority order.
 * (Once packages/i18n exports the language list, key this by its LanguageCode type.)
 */
export const coreTranslations: Readonly<Record<string, ServedTranslations>> = {
  en: served(english, englishShell, englishPages),
  es: served(spanish, spanishShell, spanishPages),
  pt: served(portuguese, portugueseShell, portuguesePages),
  fr: served(french, frenchShell, frenchPages),
  ru: served(russian, russianShell, russianPages),
  de: served(german, germanShell, germanPages),
  fil: served(filipino, filipinoShell, filipinoPages),
  tl: served(tagalog, tagalogShell, tagalogPages),
  zh: served(chinese, chineseShell, chinesePages),
  it: served(italian, italianShell, italianPages),
  pl: served(polish, polishShell, polishPages),
  uk: served(ukrainian, ukrainianShell, ukrainianPages),
  ig: served(igbo, igboShell, igboPages),
  ko: served(korean, koreanShell, koreanPages),
  id: served(indonesian, indonesianShell, indonesianPages),
  am: served(amharic, amharicShell, amharicPages),
  yo: served(yoruba, yorubaShell, yorubaPages),
  ceb: served(cebuano, cebuanoShell, cebuanoPages),
  ar: served(arabic, arabicShell, arabicPages),
  hi: served(hindi, hindiShell, hindiPages),
  nl: served(dutch, dutchShell, dutchPages),
  ny: served(chichewa, chichewaShell, chichewaPages),
  ta: served(tamil, tamilShell, tamilPages),
  ml: served(malayalam, malayalamShell, malayalamPages),
  hy: served(armenian, armenianShell, armenianPages),
  ja: served(japanese, japaneseShell, japanesePages),
  bn: served(bengali, bengaliShell, bengaliPages),
  ur: served(urdu, urduShell, urduPages),
  ha: served(hausa, hausaShell, hausaPages),
  he: served(hebrew, hebrewShell, hebrewPages),
  fa: served(farsi, farsiShell, farsiPages),
};

/** The dictionary of a language code, or undefined for a code we do not translate into (never an inherited key). */
export function coreTranslationsFor(languageCode: string): ServedTranslations | undefined {
  return Object.hasOwn(coreTranslations, languageCode) ? coreTranslations[languageCode] : undefined;
}
