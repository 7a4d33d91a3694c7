/** A flat map from translation key to text. */
export type TranslationDictionary = Readonly<Record<string, string>>;

/** Values substituted into `{name}` placeholders. */
export type InterpolationValues = Readonly<Record<string, string | number>>;

export interface TranslateSources {
  /** Translations of the chosen language (empty for English, which loads none). */
  dictionary?: TranslationDictionary;
  /** The core translations shipped with the app. */
  core?: TranslationDictionary;
  /** Text given at the call site, used when neither dictionary has the key. */
  fallback?: string;
  values?: InterpolationValues;
}

// An empty string counts as missing: an untranslated entry should not blank the UI.
function lookup(source: TranslationDictionary | undefined, key: string): string | undefined {
  if (source === undefined || !Object.hasOwn(source, key)) return undefined;
  const text = source[key];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/**
 * SPEC §4: lookup order is the chosen language's dictionary, then the core translations, then the
 * fallback text, then the key itself.
 */
export function translate(key: string, sources: TranslateSources = {}): string {
  const text =
    lookup(sources.dictionary, key) ??
    lookup(sources.core, key) ??
    (sources.fallback !== undefined && sources.fallback !== '' ? sources.fallback : undefined) ??
    key;
  return sources.values === undefined ? text : interpolate(text, sources.values);
}

const placeholderPattern = /\{(\w+)\}/g;

/** Replaces `{name}` with values.name; placeholders without a value are left as written. */
export function interpolate(text: string, values: InterpolationValues): string {
  return text.replace(placeholderPattern, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
