import { languageCodes, type LanguageCode } from '../languages';
import { siteNamespaces, type SiteNamespace } from './copy';

/**
 * Every string of every public page is translated for real into each of the 31 languages. English
 * is the source; a language passes when its copy has the same shape, the same {placeholders} in every
 * string, nothing empty, and no sentence left in English.
 */
type Leaf = { path: string; text: string };

// The files themselves, not loadSiteCopy: it falls back to English, which would hide a missing language.
const loadSiteCopy = async (language: LanguageCode, namespace: SiteNamespace): Promise<unknown> =>
  ((await import(`./copy/${namespace}/${language}`)) as { default: unknown }).default;

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  throw new Error(`${path} is neither text, a list nor a group`);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const translatedLanguages = languageCodes.filter((code): code is Exclude<LanguageCode, 'en'> => code !== 'en');

describe.each(siteNamespaces)('the %s copy', (namespace: SiteNamespace) => {
  let english: Leaf[];
  beforeAll(async () => {
    english = leaves(await loadSiteCopy('en', namespace));
  });

  it('has English text in every string', () => {
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter((leaf) => leaf.text.trim() === '').map((leaf) => leaf.path)).toEqual([]);
  });

  it.each(translatedLanguages)('is translated into %s with the same keys, lists and placeholders', async (language) => {
    const translated = leaves(await loadSiteCopy(language, namespace));
    expect(translated.map((leaf) => leaf.path)).toEqual(english.map((leaf) => leaf.path));
    const emptyOrWrongPlaceholders = translated.filter(
      (leaf, index) => leaf.text.trim() === '' || placeholders(leaf.text).join() !== placeholders(english[index]!.text).join(),
    );
    expect(emptyOrWrongPlaceholders.map((leaf) => leaf.path)).toEqual([]);
    // Names and figures may stay as they are ("Koinonia", "40%", "FAQ"); sentences may not.
    const leftInEnglish = translated.filter((leaf, index) => wordCount(leaf.text) > 3 && leaf.text === english[index]!.text);
    expect(leftInEnglish.map((leaf) => leaf.path)).toEqual([]);
  });
});
