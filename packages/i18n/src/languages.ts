/**
 * SPEC §9 "Supported languages": 31 languages in priority order, English first at priority 100 and
 * Farsi last at 70; Arabic, Urdu, Hebrew and Farsi are written right to left. Codes from DESIGN
 * "Language codes". This list is the one place the language set is defined.
 */

export interface Language {
  /** Code used in storage, preferences and /api/translations/core/{code}. */
  code: LanguageCode;
  /** English name. */
  name: string;
  /** Name in the language's own script. */
  nativeName: string;
  /** Flag emoji of a representative country. */
  flag: string;
  /** 100 for the first language down to 70 for the last, strictly decreasing with list order. */
  priority: number;
  rtl?: true;
}

export const HIGHEST_LANGUAGE_PRIORITY = 100;
export const LOWEST_LANGUAGE_PRIORITY = 70;
/** SPEC §9: "A helper returns languages with priority of at least 45". */
export const PROMINENT_LANGUAGE_MINIMUM_PRIORITY = 45;
export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

// Priority order matters: the priority of each entry is derived from its position below.
const languageEntries = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇺🇸' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇧🇷' },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪' },
  { code: 'fil', name: 'Filipino', nativeName: 'Filipino', flag: '🇵🇭' },
  { code: 'tl', name: 'Tagalog', nativeName: 'Tagalog', flag: '🇵🇭' },
  { code: 'zh', name: 'Chinese', nativeName: '中文', flag: '🇨🇳' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', flag: '🇮🇹' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', flag: '🇵🇱' },
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська', flag: '🇺🇦' },
  { code: 'ig', name: 'Igbo', nativeName: 'Asụsụ Igbo', flag: '🇳🇬' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', flag: '🇰🇷' },
  { code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia', flag: '🇮🇩' },
  { code: 'am', name: 'Amharic', nativeName: 'አማርኛ', flag: '🇪🇹' },
  { code: 'yo', name: 'Yoruba', nativeName: 'Yorùbá', flag: '🇳🇬' },
  { code: 'ceb', name: 'Cebuano', nativeName: 'Binisaya', flag: '🇵🇭' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦', rtl: true },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', flag: '🇳🇱' },
  { code: 'ny', name: 'Chichewa', nativeName: 'Chicheŵa', flag: '🇲🇼' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', flag: '🇮🇳' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', flag: '🇮🇳' },
  { code: 'hy', name: 'Armenian', nativeName: 'Հայերեն', flag: '🇦🇲' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: '🇯🇵' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', flag: '🇧🇩' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو', flag: '🇵🇰', rtl: true },
  { code: 'ha', name: 'Hausa', nativeName: 'Hausa', flag: '🇳🇬' },
  { code: 'he', name: 'Hebrew', nativeName: 'עברית', flag: '🇮🇱', rtl: true },
  { code: 'fa', name: 'Farsi', nativeName: 'فارسی', flag: '🇮🇷', rtl: true },
] as const;

export type LanguageCode = (typeof languageEntries)[number]['code'];

const priorityStep =
  (HIGHEST_LANGUAGE_PRIORITY - LOWEST_LANGUAGE_PRIORITY) / (languageEntries.length - 1);

export const languages: readonly Language[] = Object.freeze(
  languageEntries.map(
    (entry, index): Language =>
      Object.freeze({ ...entry, priority: HIGHEST_LANGUAGE_PRIORITY - index * priorityStep }),
  ),
);

export const languageCodes: readonly LanguageCode[] = Object.freeze(languages.map((language) => language.code));

const languagesByCode: ReadonlyMap<string, Language> = new Map(
  languages.map((language) => [language.code, language]),
);

/** SPEC §5: a stored or preferred language is accepted only if it is in the supported list. */
export function isSupportedLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && languagesByCode.has(code);
}

export function languageByCode(code: string): Language | undefined {
  return languagesByCode.get(code);
}

export function isRtl(code: string): boolean {
  return languagesByCode.get(code)?.rtl === true;
}

export function directionOf(code: string): 'rtl' | 'ltr' {
  return isRtl(code) ? 'rtl' : 'ltr';
}

export function languagesWithPriorityAtLeast(
  minimumPriority: number = PROMINENT_LANGUAGE_MINIMUM_PRIORITY,
): Language[] {
  return languages.filter((language) => language.priority >= minimumPriority);
}
